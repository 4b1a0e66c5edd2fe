import pg from 'pg';
import { MarkedClient } from '../fast-paths/marked-client';

/** Where the pool reports losing and finding the database: Fastify's logger fits. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Without a logger (the app opens the database before it has one): plain lines on stderr. */
export const consoleDatabaseLog: DatabaseLog = {
  warn: (_details, message) => console.warn(`${new Date().toISOString()} WARN ${message}`),
  info: (_details, message) => console.warn(`${new Date().toISOString()} INFO ${message}`),
};

/**
 * How long a request may wait on PostgreSQL. The app sits behind a proxy that gives up after
 * about a minute; while the database is down or cut off, a request should fail within seconds
 * (503, retry) rather than hold a socket until then.
 */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout): no query here needs it. */
  statementMs: number;
  /**
   * The client gives up on an answer after this long: the backstop for a server that is cut
   * off without closing the socket, where statement_timeout cannot fire. The connection is
   * discarded.
   */
  queryMs: number;
  /** PostgreSQL ends a session left idle inside a transaction, releasing its locks. */
  idleInTransactionMs: number;
  /** An idle pooled connection is closed after this long. */
  idleMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleInTransactionMs: 30_000,
  idleMs: 10_000,
};

const describe = (error: Error) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
};

/**
 * A pg Pool that survives the database going away. A connection the server closes (a restart,
 * a failover, a pooler ending idle sessions) makes its client emit 'error'; without a listener
 * Node turns that into an uncaught exception and the process exits. Idle clients report through
 * the pool, checked-out ones (inside a transaction) only on themselves: both are listened to.
 * The pool drops broken clients and opens new connections on the next query.
 *
 * One warning is logged when an outage starts, one line when a new connection succeeds again.
 */
export function createPostgresPool(options: {
  connectionString: string;
  max: number;
  timeouts: PostgresTimeouts;
  log: DatabaseLog;
}): pg.Pool {
  const { timeouts, log } = options;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    application_name: 'homestead',
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A plan over a million listings costs enough to be compiled, which takes 50–100 ms: longer
    // than any query here runs. Nor does one query take workers of its own: starting two took
    // longer than a city's count they shared (a union of its whole and edge cells), and under
    // load the other requests need those cores.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    // Finds a peer that vanished without closing the socket (a dead host, a dropped route).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Its errors say they are the database's (isDatabaseUnavailable reads that).
    Client: MarkedClient as unknown as new () => pg.ClientBase,
  });

  let lostAt: number | undefined;
  const connectionLost = (error: Error) => {
    if (lostAt !== undefined) return;
    lostAt = Date.now();
    log.warn(
      { err: error },
      `PostgreSQL connection lost: ${describe(error)}. Requests that need the database fail ` +
        'with 503 until it is back; the pool reconnects by itself.',
    );
  };
  pool.on('error', connectionLost);
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
    if (lostAt !== undefined) {
      const seconds = ((Date.now() - lostAt) / 1000).toFixed(1);
      lostAt = undefined;
      log.info({}, `PostgreSQL is reachable again (connection lost ${seconds} s ago)`);
    }
  });
  return pool;
}

/**
 * Whether the pool's database answers `select 1` within `timeoutMs`. The wait for a free
 * connection counts too: a pool too busy to answer is not ready for more traffic either.
 */
export async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  // A query still running when the timer wins is left to the pool's own query timeout.
  const query = pool.query('select 1').then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
