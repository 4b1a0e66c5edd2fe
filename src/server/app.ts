import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { createInfrastructure } from './infra/infrastructure';
import { systemClock } from './lib/clock';
import { createPlaceFinder } from './lib/geocoder';
import { lazyRequestLogger } from './lib/lazy-request-logger';
import { logOptions } from './lib/log-options';
import { projectRoot } from './lib/project-root';
import { resolveAuthSecret } from './lib/secrets';
import { serverTimeoutOptions } from './lib/server-timeouts';
import { fastResponseSerializer } from './lib/fast-response-serializer';
import { validatorCompiler } from './lib/zod-validation';
import { alertMailCounts, createAlerts } from './modules/alerts/alerts';
import { createListingExpiry } from './modules/expiry/listing-expiry';
import { createAccounts } from './modules/auth/accounts';
import { authOpenApi } from './modules/auth/auth.openapi';
import { authentication } from './modules/auth/authenticate';
import { originGuard } from './modules/auth/origin-guard';
import { publishGate } from './modules/auth/publish-gate';
import { configRoutes } from './modules/config/config.routes';
import { jobScheduler } from './modules/jobs/job-scheduler';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createMail } from './modules/mail/mail.service';
import { healthRoutes } from './modules/health/health.routes';
import { readiness } from './modules/health/readiness';
import { createMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { requestMetrics } from './modules/metrics/request-metrics';
import { geocodeRoutes } from './modules/geocoding/geocode.routes';
import { createListingCellsRepository } from './modules/search/listing-cells.repository';
import { createSearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createGeocodingService } from './modules/geocoding/geocoding.service';
import { createListingsRepository } from './modules/listings/listings.repository';
import { createListingLifeService } from './modules/listings/listing-life.service';
import { listingLifeRoutes } from './modules/listings/listing-life.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createListingsService } from './modules/listings/listings.service';
import { createPublishingService } from './modules/listings/publishing.service';
import { uploadsOpenApi } from './modules/images/uploads.openapi';
import { createImages } from './modules/images/images';
import { createListingPreviews } from './modules/pages/listing-previews';
import { createModeration } from './modules/moderation/moderation';
import { createPageRenderer } from './modules/pages/page-renderer';
import { pagesRoutes } from './modules/pages/pages.routes';
import { pageFormsRoutes } from './modules/page-forms/page-forms.routes';
import { seoRoutes } from './modules/pages/seo.routes';
import { createSitemapRepository } from './modules/pages/sitemap.repository';
import { createSavedHomesRepository } from './modules/saved-homes/saved-homes.repository';
import { savedHomesRoutes } from './modules/saved-homes/saved-homes.routes';
import { createSavedHomesService } from './modules/saved-homes/saved-homes.service';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { compression } from './plugins/compression';
import { clientAssets } from './plugins/client-assets';
import { connectionDrain } from './plugins/connection-drain';
import { inputHygiene } from './plugins/input-hygiene';
import { REQUEST_ID_LOG_LABEL, requestId, requestIdOptions } from './plugins/request-id';
import { errorHandler } from './plugins/error-handler';
import { securityHeaders } from './plugins/security-headers';
import { swagger } from './plugins/swagger';

/**
 * Builds the whole app without listening: main.ts listens, tests use app.inject. It only
 * assembles: each plugin, route module and service lives in its own file.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { ...logOptions(config.logLevel), ...deps.logger },
    // Each request's logger (the request id bound) is made when the request first logs.
    childLoggerFactory: lazyRequestLogger,
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    // Header, request, keep-alive and idle timeouts for a service behind a proxy: see that file.
    ...serverTimeoutOptions,
    // While draining, a request on a connection already open is served (with Connection: close)
    // rather than refused: a balancer may still have sent it, and shutdown must fail nothing.
    return503OnClosing: false,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Every answer with a response schema is written by fast-json-stringify from that schema's
  // JSON Schema: only the schema's properties go out (a row's other columns never leak), and no
  // route pays for validating its own output (the handlers' types are checked at compile time).
  app.setSerializerCompiler(fastResponseSerializer);
  // Before any route plugin: its body parsers and checks are copied into each child context.
  await app.register(inputHygiene);
  await app.register(requestId);
  const metrics = createMetrics(() => deps.database.poolStats());
  await app.register(requestMetrics, { metrics });
  await app.register(readiness);
  await app.register(connectionDrain);

  const infra = createInfrastructure(config, app.log, deps);
  app.addHook('onClose', () => infra.close());
  await app.register(securityHeaders, { tileUrl: config.map.tileUrl, publicUrl: config.publicUrl });
  await app.register(errorHandler);
  // Before every route, the static handler included, so its hook sees each answer.
  await app.register(compression);

  const { db } = deps.database;
  const { storage } = deps;
  const log = app.log;
  const clock = deps.clock ?? systemClock;
  // The one outbox and delivery every mail goes through: a verification link at once, alerts and
  // expiry reminders at every poll.
  const mail = createMail({
    db,
    mailer: infra.mailer,
    clock,
    log,
    host: new URL(config.publicUrl).hostname,
    ...alertMailCounts(metrics),
  });
  const accounts = await createAccounts(config, {
    db,
    log,
    mail,
    clock,
    redis: infra.redis,
    trustedOrigins: infra.trustedOrigins,
    rateLimit: deps.authRateLimit,
    databaseAvailable: () => deps.database.ping(),
  });
  app.decorate('accounts', accounts);
  // Before the routes it describes: it collects them as they are registered.
  await app.register(swagger, {
    additions: async () => [await authOpenApi(accounts.auth), uploadsOpenApi],
  });
  await app.register(authentication, { sessionUser: accounts.sessionUser });
  await app.register(publishGate, { requireVerifiedEmail: config.publishRequiresVerifiedEmail });

  const listingsRepository = createListingsRepository(db);
  const listings = createListingsService({ repository: listingsRepository, storage });
  const images = createImages({
    db,
    databaseKind: deps.database.kind,
    dataDir: config.dataDir,
    storage,
    log,
    metrics,
    redis: infra.redis,
    allowedOrigins: infra.trustedOrigins,
    limits: deps.uploadLimits,
    namedByListings: listingsRepository.namedImages,
  });
  deps.onImages?.(images);
  const { pendingImages, imageDeletions } = images;
  const geocoding = createGeocodingService({ geocoder: infra.geocoder, log });
  const savedSearchesRepository = createSavedSearchesRepository(db);
  const authSecret = await resolveAuthSecret(config.dataDir, config.authSecret);
  const alerts = createAlerts({
    db,
    storage,
    mail,
    clock,
    metrics,
    savedSearches: savedSearchesRepository,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    authSecret,
  });
  const expiry = createListingExpiry({
    db,
    mail,
    listings: listingsRepository,
    clock,
    ttlDays: config.listingTtlDays,
    publicUrl: config.publicUrl,
    authSecret,
    metrics,
  });
  const publishing = createPublishingService({
    listings,
    repository: listingsRepository,
    pendingImages,
    imageDeletions,
    geocoding,
    geocodingEnabled: config.geocodingEnabled,
    alertQueue: alerts.queue,
    clock,
  });
  const places = createPlaceFinder();
  const search = createSearchService({
    repository: createSearchRepository(db),
    cells: createListingCellsRepository(db),
    listings,
    places,
  });
  await app.register(jobScheduler, {
    repository: createJobsRepository(db),
    // Their order in a poll is what each job declares (expiry before alerts, both before the
    // mail delivery), not their place here.
    jobs: [...images.jobs, mail.job, expiry.job, ...alerts.jobs],
    pollMs: deps.jobPollMs ?? config.jobsPollS * 1000,
    onRun(job, outcome, seconds) {
      metrics.jobRuns.inc({ job, outcome });
      metrics.jobDuration.observe({ job }, seconds);
    },
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', originGuard(infra.trustedOrigins));
      await api.register(healthRoutes({ database: deps.database, storage, redis: infra.redis }));
      await api.register(
        configRoutes({
          map: config.map,
          geocodingEnabled: config.geocodingEnabled,
          socialProvider: accounts.socialProvider,
          publishRequiresVerifiedEmail: config.publishRequiresVerifiedEmail,
        }),
      );
      const { limits } = config;
      const redis = infra.redis;
      await api.register(
        listingsRoutes({ service: listings, publishing, savesPerHour: limits.savesPerHour, redis }),
      );
      await api.register(
        listingLifeRoutes({
          life: createListingLifeService({ repository: listingsRepository, listings, clock }),
        }),
      );
      await api.register(geocodeRoutes({ geocoding, redis }));
      const savedHomes = createSavedHomesService({
        repository: createSavedHomesRepository(db),
        toDto: listings.toDto,
      });
      await api.register(savedHomesRoutes({ service: savedHomes }));
      await api.register(
        searchRoutes({
          service: search,
          places,
          limit: { perMinute: limits.searchPerMinute, redis },
        }),
      );
      await api.register(images.apiRoutes);
      const users = createUsersRepository(db);
      await api.register(
        usersRoutes({ repository: users, limit: { perMinute: limits.contactPerMinute, redis } }),
      );
      await api.register(
        savedSearchesRoutes({
          service: createSavedSearchesService({ repository: savedSearchesRepository, places }),
        }),
      );
      await api.register(alerts.apiRoutes);
      const moderation = createModeration({
        db,
        listings: listingsRepository,
        adminEmails: config.adminEmails,
        sessionUser: accounts.sessionUser,
        redis,
      });
      await api.register(moderation.apiRoutes);
      await api.register(expiry.apiRoutes);
      await api.register(accounts.routes);
    },
    { prefix: '/api' },
  );
  await app.register(metricsRoutes(metrics, config.metricsToken));
  await app.register(alerts.oneClickRoutes);
  await app.register(
    pageFormsRoutes({ trustedOrigins: infra.trustedOrigins, publicUrl: config.publicUrl }),
  );
  await app.register(images.fileRoutes);
  const clientDir = deps.clientDir ?? path.join(projectRoot(), 'dist', 'client');
  const previews = createListingPreviews({
    storage,
    listings,
    publicUrl: config.publicUrl,
    log,
  });
  await app.register(previews.routes);
  await app.register(
    seoRoutes({ repository: createSitemapRepository(db), publicUrl: config.publicUrl }),
  );
  const pages = await createPageRenderer({
    clientDir,
    ssrDir: deps.ssrDir ?? path.join(projectRoot(), 'dist', 'ssr'),
    head: { publicUrl: config.publicUrl, preview: previews.describe },
  });
  await app.register(clientAssets, { clientDir: pages && clientDir });
  if (pages) await app.register(pagesRoutes(pages));
  return app;
}
