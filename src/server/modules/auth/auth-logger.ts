import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';

type AuthLogLevel = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * Codes of better-auth's OAuth state errors that the client causes: a callback with no state, a
 * stale, replayed or forged one. (Failing to store a state, "state_generation_error", is ours.)
 */
const CLIENT_STATE_CODES = new Set([
  'state_not_found',
  'state_mismatch',
  'state_security_mismatch',
  'state_invalid',
]);

/** An exception that is a real failure, not the refusal of a client's mistake. */
function isFailure(error: Error): boolean {
  if (isAPIError(error)) return error.statusCode >= 500;
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && CLIENT_STATE_CODES.has(code));
}

/**
 * The level a line better-auth logs at `level` deserves. better-auth logs many refusals of a
 * client's own mistakes at error level before answering 4xx or redirecting to its error page: a
 * callback or redirect URL it does not trust, a popup from an unknown origin, an OAuth callback
 * with a missing or forged state. Anyone can send those, and they would bury the real failures.
 * So an error line stays an error only when it carries a real failure (an exception other than
 * an APIError under 500 or a client-caused state error); the others are warnings.
 */
export function authLogLevel(
  level: AuthLogLevel,
  args: unknown[],
): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'success') return 'info';
  if (level !== 'error') return level;
  const errors = args.filter((arg): arg is Error => arg instanceof Error);
  return errors.some(isFailure) ? 'error' : 'warn';
}

/** better-auth's `logger` option: its lines in the app's log, at the level they deserve. */
export function authLogger(log: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err && arg !== null && arg !== undefined);
      const fields = { ...(err ? { err } : {}), ...(details.length ? { details } : {}) };
      log[authLogLevel(level, args)](fields, `auth: ${message}`);
    },
  };
}
