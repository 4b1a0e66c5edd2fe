import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Language } from '../../../shared/languages';
import type { SocialProvider } from '../../../shared/schemas/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { resolveAuthSecret } from '../../lib/secrets';
import { AUTH_BASE_PATH, createAuth, socialProviderOf, type Auth } from './auth';
import { moderatorCheck } from './moderators';
import { authRoutes } from './auth.routes';
import { unauthenticated, type SessionUser } from './authenticate';
import type { Mail } from '../mail/mail.module';
import { createEmailVerification } from './email-verification';
import { toFetchHeaders } from './fetch-bridge';
import { meRoutes } from './me.routes';
import { createSessionLookup, type SessionRead } from './session-lookup';
import {
  DEFAULT_AUTH_RATE_LIMIT,
  createAttemptLimiter,
  type AuthRateLimitOptions,
} from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth and the account helpers (main.ts gives the demo owners their passwords). */
    accounts: Accounts;
  }
}

export interface Accounts {
  auth: Auth;
  /** The social sign-in offered to the browser (GET /api/config → socialProvider). */
  socialProvider: SocialProvider | null;
  /** The user of the request's session, or null without a valid session. */
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** `sessionUser`, and how it was read (one statement in the common case: session-lookup.ts). */
  readSession(request: FastifyRequest): Promise<SessionRead>;
  /** Sets what PATCH /api/me may change (already validated); returns the updated user. */
  updateMe(userId: string, changes: MeChanges): Promise<SessionUser>;
  /** /api/auth/* (better-auth) and /api/me; register under the /api prefix. */
  routes: FastifyPluginAsync;
}

/** What PATCH /api/me changes: each left out stays as it is. */
export interface MeChanges {
  name?: string | undefined;
  messageMails?: boolean | undefined;
}

export interface AccountsDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The app's mail: verification links and password resets are sent through it. */
  mail: Mail;
  /** The time verification links expire by: the app's (the system's by default). */
  clock?: Clock | undefined;
  /** Shared counters of the sign-in limits; in-process counters without it. */
  redis: Redis | undefined;
  /** Origins allowed to send mutating requests and to open the sign-in popup. */
  trustedOrigins: string[];
  /** Overrides of the sign-in/sign-up/reset limits (tests use their own Redis key prefix). */
  rateLimit?: Partial<AuthRateLimitOptions> | undefined;
  /** Whether the database answers now: tells an outage from a bug behind better-auth's 500s. */
  databaseAvailable?: (() => Promise<boolean>) | undefined;
}

/** Accounts: better-auth with its rate limits, and the session helpers other routes use. */
export async function createAccounts(config: Config, deps: AccountsDeps): Promise<Accounts> {
  const secret = await resolveAuthSecret(config.dataDir, config.authSecret);
  if (!config.authSecret && config.databaseUrl) {
    // A shared database suggests several instances; each would sign sessions with its own secret.
    deps.log.warn(
      'AUTH_SECRET is not set: this instance uses a secret of its own from DATA_DIR. With more ' +
        'than one instance, set the same AUTH_SECRET on each, or sessions made on one are refused ' +
        'by the others.',
    );
  }
  const attempts = createAttemptLimiter({
    ...DEFAULT_AUTH_RATE_LIMIT,
    max: config.authRateLimit,
    ...deps.rateLimit,
    redis: deps.redis,
  });
  const verification = createEmailVerification({
    db: deps.db,
    clock: deps.clock ?? systemClock,
    mail: deps.mail,
    endpointUrl: `${config.publicUrl}${AUTH_BASE_PATH}/verify-email`,
  });
  const auth = createAuth({
    config,
    db: deps.db,
    secret,
    mail: deps.mail,
    verification,
    trustedOrigins: deps.trustedOrigins,
    log: deps.log,
    countEmailAttempt: attempts.countEmail,
  });

  const isModerator = moderatorCheck(config.adminEmails);

  async function updateMe(userId: string, changes: MeChanges): Promise<SessionUser> {
    const context = await auth.$context;
    const user = (await context.internalAdapter.updateUser(userId, { ...changes })) as
      | (Awaited<ReturnType<typeof context.internalAdapter.updateUser>> & {
          messageMails?: boolean;
        })
      | null;
    if (!user) throw unauthenticated();
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      moderator: isModerator(user.email),
      messageMails: user.messageMails ?? true,
    };
  }

  async function setLanguage(userId: string, language: Language): Promise<void> {
    const context = await auth.$context;
    if (!(await context.internalAdapter.updateUser(userId, { language }))) throw unauthenticated();
  }

  const readSession = createSessionLookup({
    db: deps.db,
    context: auth.$context,
    isModerator,
    async betterAuth(request) {
      // better-auth's session, as auth.ts's customSession shapes it (none for a suspended account).
      const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
      if (!session) return null;
      const { id, name, email, emailVerified, moderator, messageMails } = session.user;
      return { id, name, email, emailVerified, moderator, messageMails: messageMails ?? true };
    },
  });

  return {
    auth,
    socialProvider: socialProviderOf(config),
    readSession,
    sessionUser: async (request) => (await readSession(request)).user,
    updateMe,
    routes: async (api) => {
      await api.register(
        authRoutes({
          auth,
          publicUrl: config.publicUrl,
          attempts,
          databaseAvailable: deps.databaseAvailable ?? (async () => true),
        }),
      );
      await api.register(meRoutes({ updateMe, setLanguage }));
    },
  };
}
