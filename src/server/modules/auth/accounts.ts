import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Me, SocialProvider } from '../../../shared/schemas/account';
import { ACCOUNT_ERROR_CODES } from '../../../shared/schemas/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createMailer, type Mailer } from '../../lib/mailer/mailer';
import { resolveAuthSecret } from '../../lib/secrets';
import { createAuth, socialProviderOf, type Auth } from './auth';
import { authRoutes } from './auth.routes';
import { toFetchHeaders } from './fetch-bridge';
import { meRoutes } from './me.routes';
import { DEFAULT_AUTH_RATE_LIMIT, type AuthRateLimitOptions } from './rate-limit';
import { trustedOrigins } from './trusted-origins';
import path from 'node:path';

export type SessionUser = Me;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and users for any route: `app.accounts.requireUser(request)`. */
    accounts: Accounts;
  }
}

export interface Accounts {
  auth: Auth;
  mailer: Mailer;
  /** The social sign-in offered to the browser (GET /api/config → socialProvider). */
  socialProvider: SocialProvider | null;
  /** Origins allowed to send mutating requests. */
  trustedOrigins: string[];
  /** REDIS_URL's client, shared by every rate limit of the app; undefined without REDIS_URL. */
  redis: Redis | undefined;
  /** The user of the request's session, or null without a valid session. */
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** The user of the request's session; throws 401 UNAUTHENTICATED without one. */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** Sets a user's display name (already validated); returns the updated user. */
  rename(userId: string, name: string): Promise<SessionUser>;
  /** /api/auth/* (better-auth) and /api/me; register under the /api prefix. */
  routes: FastifyPluginAsync;
  close(): Promise<void>;
}

export interface AccountsDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Defaults to SMTP_URL's server, or the outbox in $DATA_DIR/outbox. */
  mailer?: Mailer | undefined;
  /** Overrides of the sign-in/sign-up/reset limits (tests use their own Redis key prefix). */
  rateLimit?: Partial<AuthRateLimitOptions> | undefined;
}

const unauthenticated = () =>
  new AppError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'Sign in to continue');

/** Accounts: better-auth, its mailer and rate limits, and the helpers other routes use. */
export async function createAccounts(config: Config, deps: AccountsDeps): Promise<Accounts> {
  const secret = await resolveAuthSecret(config.dataDir, config.authSecret);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: deps.log,
    });
  const auth = createAuth({ config, db: deps.db, secret, mailer, log: deps.log });

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    redis.on('error', (error: Error) =>
      deps.log.warn({ err: error }, 'Redis unavailable: sign-in limits are not counted meanwhile'),
    );
  }
  const rateLimit: AuthRateLimitOptions = {
    ...DEFAULT_AUTH_RATE_LIMIT,
    max: config.authRateLimit,
    ...deps.rateLimit,
    redis,
  };

  const sessionUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    return { id: session.user.id, name: session.user.name, email: session.user.email };
  };

  const accounts: Accounts = {
    auth,
    mailer,
    socialProvider: socialProviderOf(config),
    trustedOrigins: trustedOrigins(config.publicUrl),
    redis,
    sessionUser,
    async requireUser(request) {
      const user = await sessionUser(request);
      if (!user) throw unauthenticated();
      return user;
    },
    async rename(userId, name) {
      const context = await auth.$context;
      const user = await context.internalAdapter.updateUser(userId, { name });
      if (!user) throw unauthenticated();
      return { id: user.id, name: user.name, email: user.email };
    },
    routes: async (api) => {
      await api.register(authRoutes({ auth, publicUrl: config.publicUrl, rateLimit }));
      await api.register(meRoutes(accounts));
    },
    async close() {
      mailer.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
  return accounts;
}
