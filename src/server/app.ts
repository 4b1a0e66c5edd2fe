import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type onRequestHookHandler } from 'fastify';
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
import type { AppModule } from './modules/app-module';
import { alertMailCounts, createAlertsModule } from './modules/alerts/alerts.module';
import { createAuthModule } from './modules/auth/auth.module';
import { authentication } from './modules/auth/authenticate';
import { originGuard } from './modules/auth/origin-guard';
import { publishGate } from './modules/auth/publish-gate';
import { createConfigModule } from './modules/config/config.module';
import { createExpiryModule } from './modules/expiry/expiry.module';
import { createGeocodingModule } from './modules/geocoding/geocoding.module';
import { createHealthModule } from './modules/health/health.module';
import { readiness } from './modules/health/readiness';
import { createImagesModule } from './modules/images/images.module';
import { jobScheduler } from './modules/jobs/job-scheduler';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { createListingsModule, imagesNamedByListings } from './modules/listings/listings.module';
import { createLiveModule } from './modules/live/live.module';
import { createMailModule } from './modules/mail/mail.module';
import { createMessagesModule } from './modules/messages/messages.module';
import { createMetrics } from './modules/metrics/metrics';
import { createMetricsModule } from './modules/metrics/metrics.module';
import { requestMetrics } from './modules/metrics/request-metrics';
import { createModerationModule } from './modules/moderation/moderation.module';
import { createPagesModule } from './modules/pages/pages.module';
import { createPriceNearbyModule } from './modules/price-nearby/price-nearby.module';
import { createSavedHomesModule } from './modules/saved-homes/saved-homes.module';
import { createSavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { createSearchModule } from './modules/search/search.module';
import { createStatisticsModule } from './modules/statistics/statistics.module';
import { createUsersModule } from './modules/users/users.module';
import { compression } from './plugins/compression';
import { connectionDrain } from './plugins/connection-drain';
import { inputHygiene } from './plugins/input-hygiene';
import { REQUEST_ID_LOG_LABEL, requestId, requestIdOptions } from './plugins/request-id';
import { errorHandler } from './plugins/error-handler';
import { recordedSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { swagger } from './plugins/swagger';

/**
 * Builds the whole app without listening: main.ts listens, tests use app.inject. It only
 * assembles: each plugin lives in its own file, and each feature module comes from its entry
 * (`modules/<feature>/<feature>.module.ts`) as an AppModule, registered below in one loop.
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
  // First of all: the views' beacon, answered ahead of the app's hooks (statistics/view-beacon.ts).
  let beacon: onRequestHookHandler = (_request, _reply, done) => done();
  app.addHook('onRequest', (request, reply, done) => beacon.call(app, request, reply, done));
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
  const { limits, publicUrl } = config;
  const headers = recordedSecurityHeaders({ tileUrl: config.map.tileUrl, publicUrl });
  await app.register(securityHeaders, headers);
  await app.register(errorHandler);
  // Before every route, the static handler included, so its hook sees each answer.
  await app.register(compression);

  const { db } = deps.database;
  const { storage } = deps;
  const log = app.log;
  const clock = deps.clock ?? systemClock;
  const redis = infra.redis;
  const authSecret = await resolveAuthSecret(config.dataDir, config.authSecret);
  const places = createPlaceFinder();

  // Each module is made from what it needs: the configuration's part, the app's seams (db,
  // clock, redis) and the public parts of the modules made before it, in this order.
  // The one outbox and delivery every mail goes through: a verification link at once, alerts and
  // expiry reminders at every poll.
  const mail = createMailModule({
    db,
    mailer: infra.mailer,
    clock,
    log,
    host: new URL(publicUrl).hostname,
    ...alertMailCounts(metrics),
  });
  // The live channel of every instance: messages publish on it once they are committed.
  const live = createLiveModule({
    database: deps.database,
    redisUrl: config.redisUrl,
    redis,
    log,
    metrics,
    maxConnections: limits.liveConnections,
    heartbeatMs: deps.liveHeartbeatMs,
  });
  app.decorate('live', live);
  // Listening before serving, so that no event published once the app answers is missed.
  app.addHook('onReady', () => live.ready);
  // Before the server closes: its open streams would hold the drain until SHUTDOWN_TIMEOUT_S.
  app.addHook('preClose', () => live.close());
  const auth = await createAuthModule(config, {
    db,
    log,
    mail,
    clock,
    redis,
    trustedOrigins: infra.trustedOrigins,
    rateLimit: deps.authRateLimit,
    databaseAvailable: () => deps.database.ping(),
  });
  const { accounts } = auth;
  app.decorate('accounts', accounts);
  const savedSearches = createSavedSearchesModule({ db, places });
  const alerts = createAlertsModule({
    db,
    storage,
    mail,
    clock,
    metrics,
    savedSearches: savedSearches.repository,
    publicUrl,
    mailFrom: config.mailFrom,
    authSecret,
  });
  const images = createImagesModule({
    db,
    databaseKind: deps.database.kind,
    dataDir: config.dataDir,
    storage,
    log,
    metrics,
    redis,
    allowedOrigins: infra.trustedOrigins,
    limits: deps.uploadLimits,
    namedByListings: imagesNamedByListings(db),
  });
  deps.onImages?.(images.images);
  const geocoding = createGeocodingModule({ geocoder: infra.geocoder, log, redis });
  const messages = createMessagesModule({
    db,
    mail,
    clock,
    log,
    live,
    publicUrl,
    perMinute: limits.messagesPerMinute,
    redis,
  });
  const listings = createListingsModule({
    db,
    storage,
    clock,
    pendingImages: images.images.pendingImages,
    imageDeletions: images.images.imageDeletions,
    geocoding: geocoding.geocoding,
    geocodingEnabled: config.geocodingEnabled,
    alertQueue: alerts.queue,
    savesPerHour: limits.savesPerHour,
    redis,
    ownerReplyTime: messages.service.ownerReplyTime,
  });
  const statistics = createStatisticsModule({
    db,
    clock,
    log,
    authSecret,
    limit: { perMinute: limits.viewsPerMinute, redis },
    flushMs: deps.viewsFlushMs,
    trustedOrigins: infra.trustedOrigins,
    apiHeaders: headers.forApi,
  });
  beacon = statistics.beacon(app);
  app.decorate('listingViews', { flush: statistics.views.flush });
  const modules: AppModule[] = [
    createHealthModule({ database: deps.database, storage, redis }),
    createConfigModule({
      map: config.map,
      geocodingEnabled: config.geocodingEnabled,
      socialProvider: accounts.socialProvider,
      publishRequiresVerifiedEmail: config.publishRequiresVerifiedEmail,
    }),
    listings,
    createPriceNearbyModule({ db }),
    geocoding,
    createSavedHomesModule({ db, clock, listings: listings.listings }),
    messages,
    statistics,
    createSearchModule({
      db,
      listings: listings.listings,
      places,
      perMinute: limits.searchPerMinute,
      redis,
      memoryListings: limits.searchMemoryListings,
      log,
      metrics,
    }),
    images,
    createUsersModule({ db, perMinute: limits.contactPerMinute, redis }),
    savedSearches,
    alerts,
    createModerationModule({
      db,
      listings: listings.repository,
      adminEmails: config.adminEmails,
      sessionUser: accounts.sessionUser,
      redis,
    }),
    createExpiryModule({
      db,
      mail,
      listings: listings.repository,
      clock,
      ttlDays: config.listingTtlDays,
      publicUrl,
      authSecret,
      metrics,
    }),
    auth,
    mail,
    live,
    createMetricsModule(metrics, config.metricsToken),
    // Last: its routes end with the pages' catch-all, which answers what no other route does.
    await createPagesModule({
      db,
      storage,
      listings: listings.listings,
      publicUrl,
      trustedOrigins: infra.trustedOrigins,
      log,
      clientDir: deps.clientDir ?? path.join(projectRoot(), 'dist', 'client'),
      ssrDir: deps.ssrDir ?? path.join(projectRoot(), 'dist', 'ssr'),
    }),
  ];

  // Before the routes it describes: it collects them as they are registered.
  await app.register(swagger, {
    additions: () => Promise.all(modules.flatMap((module) => module.openApi?.() ?? [])),
  });
  // Before the routes: they use app.authenticate, app.identify and the publish gate.
  await app.register(authentication, { sessionUser: accounts.sessionUser });
  await app.register(publishGate, { requireVerifiedEmail: config.publishRequiresVerifiedEmail });
  await app.register(jobScheduler, {
    repository: createJobsRepository(db),
    // Their order in a poll is what each job declares (expiry before alerts, both before the
    // mail delivery), not their place here.
    jobs: modules.flatMap((module) => module.jobs ?? []),
    pollMs: deps.jobPollMs ?? config.jobsPollS * 1000,
    onRun(job, outcome, seconds) {
      metrics.jobRuns.inc({ job, outcome });
      metrics.jobDuration.observe({ job }, seconds);
    },
  });
  await app.register(
    async (api) => {
      // Every API route, in every module, refuses a mutating request from another origin.
      api.addHook('onRequest', originGuard(infra.trustedOrigins));
      for (const module of modules) {
        for (const routes of module.apiRoutes ?? []) await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  // In the modules' order, the pages' last (see above).
  for (const module of modules) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }
  return app;
}
