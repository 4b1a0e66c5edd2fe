import { isFromPostgres } from '../fast-paths/marked-client';
import { isPgUnavailableMessage } from '../fast-paths/pg-driver-messages';

/** Socket errors of a server that is down, restarting, or cut off by the network. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now (class 08, connection exception, is matched by its
 * prefix): shut down by an administrator or a failover, crashed, still starting, out of
 * connection slots.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

function matches(error: object, fromPostgres: boolean): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // A socket error counts only when node-postgres reported it (another service's does not).
    if (fromPostgres && NETWORK_CODES.has(code)) return true;
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    // SQLSTATEs are five characters; a socket code such as "ECONNREFUSED" is not class 08.
    if (code.length === 5 && code.startsWith('08')) return true;
  }
  return typeof message === 'string' && isPgUnavailableMessage(message);
}

/**
 * Whether `error` says the database cannot be reached right now (the API answers 503
 * DATABASE_UNAVAILABLE), as opposed to a query that failed on a working database (a 500: a bug).
 *
 * It looks through every wrapper's `cause` (Drizzle's query error, better-auth's "Failed to get
 * session") and an AggregateError's errors (a connect that tried IPv4 and IPv6). A socket error
 * counts only when node-postgres reported it: a fetch or SMTP failure caused by ECONNREFUSED is
 * another service's outage, not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, fromPostgres: boolean): boolean => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    const marked = fromPostgres || isFromPostgres(value);
    if (matches(value, marked)) return true;
    if (value instanceof AggregateError && value.errors.some((e) => visit(e, marked))) return true;
    return visit((value as { cause?: unknown }).cause, false);
  };
  return visit(error, false);
}
