import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { requestCounter, type RequestCounterOptions } from '../../lib/request-counter';
import { errorBodyFor } from './error-body';

/** Attempts allowed per window (`max`), per client address and per e-mail address. */
export type AuthRateLimitOptions = RequestCounterOptions;

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimitOptions = {
  max: 10,
  windowMs: 60_000,
  nameSpace: 'homestead-rate-limit:',
};

/** The e-mail address a sign-in, sign-up or reset request is about, if its body names one. */
export function emailOf(request: FastifyRequest): string | undefined {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  const type = request.headers['content-type'] ?? '';
  let email: unknown;
  try {
    if (type.includes('application/json'))
      email = (JSON.parse(raw.toString('utf8')) as { email?: unknown })?.email;
    else if (type.includes('application/x-www-form-urlencoded'))
      email = new URLSearchParams(raw.toString('utf8')).get('email');
  } catch {
    return undefined;
  }
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * Returns a preHandler that counts each attempt twice, against the client address and against the
 * e-mail in the body, under `action`. Either count over the limit answers 429 RATE_LIMITED with
 * Retry-After.
 */
export async function authRateLimiter(
  app: FastifyInstance,
  options: AuthRateLimitOptions,
): Promise<(action: string) => preHandlerAsyncHookHandler> {
  const count = await requestCounter(app, options);

  return (action) => async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = [await count(request, `${action}:ip:${request.ip}`)];
    const email = emailOf(request);
    if (email) checks.push(await count(request, `${action}:email:${email}`));
    const exceeded = checks.find((result) => !result.isAllowed && result.isExceeded);
    if (!exceeded || exceeded.isAllowed) return;
    await reply
      .code(429)
      .header('retry-after', exceeded.ttlInSeconds)
      .send(
        errorBodyFor(
          request.url,
          ACCOUNT_ERROR_CODES.rateLimited,
          `Too many attempts, try again in ${exceeded.ttlInSeconds} s`,
        ),
      );
  };
}
