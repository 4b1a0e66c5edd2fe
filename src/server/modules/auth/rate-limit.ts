import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import {
  clientOf,
  type CountRequest,
  exceededSeconds,
  requestCounter,
  type RequestCounterOptions,
} from '../../lib/request-counter';
import type { Catalogue } from '../../../shared/texts/catalogue';
import { textsOf } from '../../lib/request-texts';

/** Attempts allowed per window (`max`), per client and per e-mail address. */
export type AuthRateLimitOptions = RequestCounterOptions;

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimitOptions = {
  max: 10,
  windowMs: 60_000,
  nameSpace: 'homestead-rate-limit:',
};

/** The better-auth endpoints counted against the per-client and per-e-mail limits. */
export const RATE_LIMITED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  // "Send the link again": a mail, limited like the reset mail.
  '/send-verification-email',
];

/** The 429's message, from the catalogue of the request's language. */
export const rateLimitedMessage = (texts: Catalogue, seconds: number) =>
  texts.api.tooManyAttempts({ seconds });

/**
 * The sign-in, sign-up and reset limits. Each attempt is counted twice: against the client (its
 * address, an IPv6 client by its /64) before better-auth reads the body, and against the e-mail
 * address better-auth itself parsed, from its `before` hook. Counting on better-auth's own parse
 * means no spelling of the content type or body (`Application/JSON`, a form body, parameters)
 * can reach the password check uncounted.
 */
export interface AttemptLimiter {
  /** Registers the shared counter on the plugin that serves the auth routes. */
  install(app: FastifyInstance): Promise<void>;
  /** A preHandler counting each attempt at `action` against the client. */
  perClient(action: string): preHandlerAsyncHookHandler;
  /** Remembers which Fastify request a Fetch request handed to better-auth came from. */
  forwarded(fetchRequest: Request, request: FastifyRequest): void;
  /**
   * Counts an attempt at `action` on `email` (already trimmed and lower-cased); the seconds to
   * wait when it is over the limit, else null.
   */
  countEmail(
    action: string,
    email: string,
    fetchRequest: Request | undefined,
  ): Promise<number | null>;
}

export function createAttemptLimiter(options: AuthRateLimitOptions): AttemptLimiter {
  let count: CountRequest | undefined;
  const origins = new WeakMap<Request, FastifyRequest>();

  return {
    async install(app) {
      count = await requestCounter(app, options);
    },
    perClient: (action) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!count) throw new Error('The attempt limiter is not installed');
      const wait = exceededSeconds(await count(request, `${action}:${clientOf(request)}`));
      if (wait === null) return;
      await reply
        .code(429)
        .header('retry-after', wait)
        // These routes live under /api/auth: better-auth's body shape.
        .send({
          code: ACCOUNT_ERROR_CODES.rateLimited,
          message: rateLimitedMessage(textsOf(request), wait),
        });
    },
    forwarded(fetchRequest, request) {
      origins.set(fetchRequest, request);
    },
    async countEmail(action, email, fetchRequest) {
      // better-auth's server-side calls (auth.api.*) carry no request and no client to count.
      if (!fetchRequest) return null;
      const request = origins.get(fetchRequest);
      // Fail closed: an attempt that cannot be counted is not let through.
      if (!count || !request) throw new Error('An auth request arrived without its client');
      return exceededSeconds(await count(request, `${action}:email:${email}`));
    },
  };
}
