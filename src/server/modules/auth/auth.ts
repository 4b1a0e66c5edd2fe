import { betterAuth, type GenericEndpointContext } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { customSession, genericOAuth, oauthPopup, openAPI } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  displayNameSchema,
  type SocialProvider,
} from '../../../shared/schemas/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountLanguage, chosenLanguage } from '../../lib/request-language';
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../../shared/languages';
import type { Mail } from '../mail/mail.module';
import { accounts, sessions, users, verifications } from '../users/users.table';
import { authLogger } from './auth-logger';
import { VERIFY_EMAIL_TTL_SECONDS, type EmailVerification } from './email-verification';
import { moderatorCheck } from './moderators';
import {
  accountSuspended,
  emailMissing,
  invalidName,
  linkRefused,
  noSuchAccount,
  resetMailFailed,
  tooManyAttempts,
} from './auth-refusals';
import { RATE_LIMITED_PATHS, type AttemptLimiter } from './rate-limit';
import { resetPasswordMail } from './reset-password-mail';
import type { SessionPayloadUser } from './session-user';

/** Where better-auth answers: every account endpoint lives under this path. */
export const AUTH_BASE_PATH = '/api/auth';
/** Provider id of the generic OpenID Connect provider (callback: /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';
/** better-auth's own route to its OpenAPI document: served as part of /api/docs instead. */
const OPENAPI_SCHEMA_PATH = '/open-api/generate-schema';
/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface CreateAuthOptions {
  config: Config;
  db: Db;
  secret: string;
  /** The app's mail: a password reset is sent at once, unrecorded, and fails its request. */
  mail: Mail;
  /** The links that verify an e-mail address: mailed, and each taken once. */
  verification: EmailVerification;
  /** Origins allowed to call the endpoints from a browser and to open the sign-in popup. */
  trustedOrigins: string[];
  log: FastifyBaseLogger;
  /**
   * Counts an attempt at a limited endpoint on the e-mail better-auth parsed from its body; the
   * seconds to wait when over the limit, else null (rate-limit.ts).
   */
  countEmailAttempt?: AttemptLimiter['countEmail'];
}

/** The social sign-in this configuration offers: OIDC wins over Google when both are set. */
export function socialProviderOf(config: Config): SocialProvider | null {
  if (config.oidc) return 'oidc';
  if (config.google) return 'google';
  return null;
}

const emailSchema = z.email();

/**
 * better-auth over our users/sessions/accounts/verifications tables, with the product's rules:
 * password 8–128 characters, names 1–50 after trimming, an unknown e-mail on sign-in told apart
 * from a wrong password, reset links to the SPA page that expire after an hour, a reset
 * request that fails loudly when the mail server does, and (PUBLISH_REQUIRES_VERIFIED_EMAIL)
 * e-mail verification links that work once (email-verification.ts).
 */
export function createAuth({
  config,
  db,
  secret,
  mail,
  verification,
  trustedOrigins,
  log,
  countEmailAttempt,
}: CreateAuthOptions) {
  /** Requests whose reset e-mail could not be sent (better-auth itself only logs the failure). */
  const failedResetMails = new WeakSet<Request>();
  const social = socialProviderOf(config);
  const isModerator = moderatorCheck(config.adminEmails);

  /**
   * Whether the account is suspended, read inside better-auth's own transaction when there is
   * one: the embedded database has one connection, and a query outside that transaction would
   * wait for it to end.
   */
  const suspended = async (userId: string, ctx: GenericEndpointContext | null | undefined) => {
    if (ctx) {
      const user = await ctx.context.internalAdapter.findUserById(userId);
      return Boolean((user as { suspendedAt?: Date | null } | null)?.suspendedAt);
    }
    const [user] = await db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId));
    return Boolean(user?.suspendedAt);
  };

  /** Counts the attempt on the e-mail as better-auth read it; one it cannot read is refused. */
  async function countAttempt(ctx: GenericEndpointContext, email: unknown) {
    const key = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (key === '') {
      throw emailMissing();
    }
    const wait = await countEmailAttempt?.(ctx.path, key, ctx.request);
    if (wait === null || wait === undefined) return;
    throw tooManyAttempts(ctx, wait);
  }

  return betterAuth({
    appName: 'Homestead',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    user: {
      // Read with every session (one query with the user), never set from a request.
      additionalFields: {
        suspendedAt: { type: 'date', required: false, input: false },
        language: { type: 'string', required: false, input: false, defaultValue: DEFAULT_LANGUAGE },
        messageMails: { type: 'boolean', required: false, input: false, defaultValue: true },
      },
    },
    // No cookie cache and no secondary storage: every request reads its session from the
    // database, so the sessions a suspension deletes end at once on every instance.
    databaseHooks: {
      user: {
        create: {
          // A new account (by e-mail or a social sign-in) reads the language its visitor chose.
          async before(user, ctx) {
            return {
              data: { ...user, language: chosenLanguage(ctx?.headers ?? ctx?.request?.headers) },
            };
          },
        },
      },
      session: {
        create: {
          // Every sign-in makes a session: e-mail and password, sign-up, social (popup or not).
          async before(session, ctx) {
            if (await suspended(session.userId, ctx)) throw accountSuspended(ctx);
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        const language = accountLanguage(user);
        const page = pathInLanguage('/reset-password', language);
        const link = `${config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
        try {
          await mail.sendUnrecorded(
            resetPasswordMail({ to: user.email, name: user.name, link, language }),
          );
        } catch (error) {
          if (request) failedResetMails.add(request);
          throw error;
        }
      },
    },
    // Only when publishing needs it: otherwise sign-up mails nothing and no link is made. A social
    // sign-in is verified when the provider says the address is (its email_verified claim).
    emailVerification: config.publishRequiresVerifiedEmail
      ? {
          sendOnSignUp: true,
          expiresIn: VERIFY_EMAIL_TTL_SECONDS,
          async sendVerificationEmail({ user, token }) {
            await verification.send(user, token);
          },
        }
      : undefined,
    socialProviders:
      social === 'google' && config.google
        ? {
            google: {
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              prompt: 'select_account',
            },
          }
        : {},
    plugins: [
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      oauthPopup(),
      // The session as the app reads it: whether its user moderates (from ADMIN_EMAILS, on each
      // request) and none at all for a suspended account, should a sign-in have raced its
      // suspension and left a session behind.
      customSession(async ({ user, session }) => {
        const { suspendedAt, ...shown } = user as typeof user & { suspendedAt?: Date | null };
        if (suspendedAt) return null as unknown as { user: SessionPayloadUser };
        const sessionUser: SessionPayloadUser = { ...shown, moderator: isModerator(user.email) };
        return { user: sessionUser, session };
      }),
      // Describes the endpoints for /api/docs (auth.openapi.ts); its own page and route are off.
      openAPI({ disableDefaultReference: true }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (RATE_LIMITED_PATHS.includes(ctx.path)) {
          await countAttempt(ctx, body.email);
        }
        if (ctx.path === '/verify-email') {
          const refusal = await verification.take(ctx.query);
          if (refusal?.redirectTo) throw ctx.redirect(refusal.redirectTo);
          if (refusal) throw linkRefused(refusal);
        }
        if (ctx.path === '/sign-up/email') {
          const name = displayNameSchema.safeParse(body.name);
          if (!name.success) throw invalidName(name.error.issues[0]?.message);
          return { context: { body: { ...body, name: name.data } } };
        }
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const email = body.email.toLowerCase();
          // Malformed e-mails fall through to better-auth's own INVALID_EMAIL.
          if (!emailSchema.safeParse(email).success) return;
          const found = await ctx.context.internalAdapter.findUserByEmail(email);
          if (!found) {
            throw noSuchAccount();
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (
          ctx.path === '/request-password-reset' &&
          ctx.request &&
          failedResetMails.has(ctx.request)
        ) {
          throw resetMailFailed();
        }
      }),
    },
    // The e-mail is read-only (docs/product.md#accounts) and names change through PATCH /api/me with its rules.
    disabledPaths: ['/update-user', '/change-email', OPENAPI_SCHEMA_PATH],
    // Limits are applied in front of better-auth, shared through Redis when configured.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Explicit: better-auth turns both checks off when NODE_ENV is test.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    onAPIError: {
      // Refusals (4xx) are answers, not faults: log them only when debugging.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) {
          log.debug({ code: error.body?.code, status: error.statusCode }, 'auth: request refused');
          return;
        }
        log.error({ err: error }, 'auth: request failed');
      },
    },
    // Client mistakes better-auth logs as errors (untrusted callback URLs, forged OAuth states)
    // go to warn; only real failures stay errors.
    logger: authLogger(log),
  });
}

export type Auth = ReturnType<typeof createAuth>;
