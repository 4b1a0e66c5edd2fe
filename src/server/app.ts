import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../shared/schemas/account';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/errors';
import type { Mailer } from './lib/mailer/mailer';
import { projectRoot } from './lib/project-root';
import type { Storage } from './lib/storage/storage';
import { createListingsRepository } from './modules/listings/listings.repository';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createAccounts } from './modules/auth/accounts';
import { originGuard } from './modules/auth/origin-guard';
import type { AuthRateLimitOptions } from './modules/auth/rate-limit';
import { createListingsService } from './modules/listings/listings.service';
import { createPublishingService } from './modules/listings/publishing.service';
import { createPendingImagesRepository } from './modules/uploads/pending-images.repository';
import { sweepUnattachedUploads } from './modules/uploads/sweep';
import { createTusUploads } from './modules/uploads/tus-uploads';
import { uploadsRoutes, type UploadLimits } from './modules/uploads/uploads.routes';
import { createGeocoder, type Geocoder } from './lib/geocoder';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { registerSpa } from './spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes uploads never attached to a listing within 24 hours (runs on a timer too). */
    sweepUploads(): Promise<{ images: number; staged: number }>;
  }
}

export interface AppDeps {
  database: Database;
  storage: Storage;
  /** Built SPA folder; defaults to dist/client. */
  clientDir?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Outgoing mail; defaults to SMTP_URL's server or the $DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Overrides of the sign-in/sign-up/reset rate limits (tests: their own Redis key prefix). */
  authRateLimit?: Partial<AuthRateLimitOptions>;
  /** Turns addresses into coordinates; defaults to the GEOCODER driver of the configuration. */
  geocoder?: Geocoder;
  /** Overrides of the per-user upload limits (tests). */
  uploadLimits?: Partial<UploadLimits>;
  /** How often unattached uploads are swept; 0 turns the timer off (tests sweep by hand). */
  sweepIntervalMs?: number;
}

/** Unattached uploads are looked for this often (they are deleted after 24 hours). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** What the browser needs to know of the configuration. */
export const clientConfigSchema = z.object({
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  geocodingEnabled: z.boolean(),
  /** The social sign-in the server offers; null: the button shows the spec's error toast. */
  socialProvider: z.enum(SOCIAL_PROVIDERS).nullable(),
});

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tileOrigin = new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  // Security headers. Built once: @fastify/helmet rebuilt the whole helmet middleware (parsing the
  // CSP again) on every request, a fifth of a small API request's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        // Leaflet and react-toastify position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
    // The social sign-in popup must keep window.opener to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1)}: ` : '';
      return reply.code(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: `${where}${first?.message ?? 'Invalid request'}`,
        },
      });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as { code?: string }).code ?? 'BAD_REQUEST';
      return reply.code(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Homestead API', version: '1.0.0', description: 'Housing marketplace API' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = deps.database;
  const accounts = await createAccounts(config, {
    db,
    log: app.log,
    mailer: deps.mailer,
    rateLimit: deps.authRateLimit,
  });
  app.decorate('accounts', accounts);
  app.addHook('onClose', () => accounts.close());
  const listingsRepository = createListingsRepository(db);
  const listingsService = createListingsService({
    repository: listingsRepository,
    storage: deps.storage,
  });
  const pendingImages = createPendingImagesRepository(db);
  const publishing = createPublishingService({
    listings: listingsService,
    repository: listingsRepository,
    pendingImages,
    storage: deps.storage,
    geocoder: deps.geocoder ?? createGeocoder(config.geocoder, { publicUrl: config.publicUrl }),
    geocodingEnabled: config.geocodingEnabled,
    log: app.log,
  });
  const uploads = createTusUploads({
    directory: path.join(config.dataDir, 'uploads'),
    storage: deps.storage,
    pendingImages,
    log: app.log,
    allowedOrigins: accounts.trustedOrigins,
  });
  const sweep = () =>
    sweepUnattachedUploads({ pendingImages, storage: deps.storage, uploads, log: app.log });
  app.decorate('sweepUploads', sweep);
  const sweepEvery = deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  if (sweepEvery > 0) {
    let timer: NodeJS.Timeout | undefined;
    let first: NodeJS.Timeout | undefined;
    const run = () =>
      sweep()
        .then(({ images, staged }) => {
          if (images + staged > 0)
            app.log.info(`Removed ${images} unattached images and ${staged} unfinished uploads`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'));
    app.addHook('onReady', async () => {
      timer = setInterval(run, sweepEvery);
      timer.unref();
      first = setTimeout(run, 10_000);
      first.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', originGuard(accounts.trustedOrigins));
      api.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
      api.get(
        '/config',
        { schema: { tags: ['config'], response: { 200: clientConfigSchema } } },
        async (_request, reply) => {
          reply.header('Cache-Control', 'public, max-age=300');
          return {
            map: config.map,
            geocodingEnabled: config.geocodingEnabled,
            socialProvider: accounts.socialProvider,
          };
        },
      );
      await api.register(listingsRoutes({ service: listingsService, publishing, accounts }));
      await api.register(
        uploadsRoutes({ accounts, uploads, pendingImages, limits: deps.uploadLimits }),
      );
      await api.register(usersRoutes(createUsersRepository(db)));
      await api.register(accounts.routes);
    },
    { prefix: '/api' },
  );

  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `images/${(request.params as { '*': string })['*']}`;
    let object;
    try {
      object = await deps.storage.get(key);
    } catch {
      object = null;
    }
    if (!object) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Image not found' } });
    }
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(object.body);
  });

  await registerSpa(app, deps.clientDir ?? path.join(projectRoot(), 'dist', 'client'));
  return app;
}
