import pg from 'pg';
import {
  decodeNote,
  LIVE_CHANNEL,
  reconnectDelayMs,
  type BusLog,
  type LiveBusHandlers,
} from './live-bus';

/** How often the listening connection is asked `select 1`: a silently dead one is found so. */
const PING_EVERY_MS = 30_000;

interface ListeningConnection {
  /** Resolves once the first attempt to listen has ended, listening or not (then retried). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * One connection of the instance's own, outside the pool, that LISTENs on the live channel (a
 * pooled connection cannot: it is handed to other requests). When it drops, or stops answering
 * the ping, it is opened again after a backoff (0.5 s doubling to 30 s), each loss and the
 * recovery logged; once listening again the handlers hear `onResumed`.
 */
export function listenOnPostgres(
  url: string,
  handlers: LiveBusHandlers,
  log: BusLog,
): ListeningConnection {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const ping = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((error: unknown) => dropped(current, error));
  }, PING_EVERY_MS);
  ping.unref();

  function dropped(lost: pg.Client, error?: unknown) {
    if (lost !== client && client !== undefined) return;
    if (retry || closed) return;
    client = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    failures++;
    const wait = reconnectDelayMs(failures);
    log.warn(
      { err: error },
      `live: the listening connection to PostgreSQL was lost; reconnecting in ${wait} ms`,
    );
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
      application_name: 'homestead-live',
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const note = decodeNote(message.payload);
      if (note) handlers.onNote(note);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      dropped(next, error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    if (failures > 0) {
      log.info(`live: listening on PostgreSQL again after ${failures} failed attempts`);
      failures = 0;
      handlers.onResumed();
    }
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners('notification');
        await last.end().catch(() => {});
      }
    },
  };
}
