import pg from 'pg';

/**
 * Set on the errors node-postgres reports: their socket codes (ECONNREFUSED, ECONNRESET, …) are
 * then the database's, whatever library wraps them on the way up (Drizzle, better-auth), and not
 * another service's.
 */
const FROM_POSTGRES = Symbol('homestead.fromPostgres');

function mark<T>(error: T): T {
  if (typeof error === 'object' && error !== null && !Object.hasOwn(error, FROM_POSTGRES)) {
    Object.defineProperty(error, FROM_POSTGRES, { value: true });
  }
  return error;
}

/** Whether node-postgres reported this error (see MarkedClient). */
export const isFromPostgres = (error: object) => Object.hasOwn(error, FROM_POSTGRES);

type Method = (...args: unknown[]) => unknown;

/**
 * A pg Client that marks every error of connect() and query(), in the callback style pg-pool
 * uses and in the promise style Drizzle's transactions use.
 */
export class MarkedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const methods = this as unknown as Record<'connect' | 'query', Method>;
    for (const name of ['connect', 'query'] as const) {
      const original = methods[name].bind(this);
      methods[name] = (...args: unknown[]) => {
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (error: unknown, ...results: unknown[]) =>
            (callback as Method)(error ? mark(error) : error, ...results);
          return original(...args);
        }
        const result = original(...args);
        return result instanceof Promise
          ? result.catch((error: unknown) => Promise.reject(mark(error)))
          : result;
      };
    }
  }
}
