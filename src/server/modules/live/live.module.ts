import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIVE_CONNECTIONS_PER_ACCOUNT } from '../../../shared/constants';
import type { LiveEvent } from '../../../shared/schemas/messages';
import type { Database } from '../../db/client';
import { appModule } from '../app-module';
import type { Metrics } from '../metrics/metrics';
import { databaseBus } from './database-bus';
import type { LiveBusHandlers } from './live-bus';
import { liveRoutes } from './live.routes';
import { createLiveStreams } from './live-streams';
import { redisBus } from './redis-bus';

/** Under every proxy's idle read timeout (nginx: 60 s by default) and the server's own (60 s). */
const LIVE_HEARTBEAT_MS = 25_000;

export interface LiveModuleDeps {
  database: Database;
  /** REDIS_URL: Redis pub/sub carries the events between instances instead of the database. */
  redisUrl: string | undefined;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** Streams this instance holds at most (LIVE_CONNECTIONS_MAX). */
  maxConnections: number;
  heartbeatMs?: number | undefined;
}

/**
 * The live channel (docs/product.md#live-updates): a page of a signed-in person holds
 * GET /api/me/events open; `publish(userId, event)`, called once a change is committed, reaches
 * that account's streams on whichever instance holds them.
 */
export function createLiveModule(deps: LiveModuleDeps) {
  const { log, metrics } = deps;
  let accepting = true;
  const streams = createLiveStreams({
    perAccount: LIVE_CONNECTIONS_PER_ACCOUNT,
    max: deps.maxConnections,
    heartbeatMs: deps.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    onCount: (count) => metrics.liveConnections.set(count),
  });
  const handlers: LiveBusHandlers = {
    onNote(note) {
      const delivered = streams.deliver(note.userId, note.event);
      if (delivered > 0) metrics.liveEvents.inc({ outcome: 'delivered' }, delivered);
    },
    // Events of the gap may be lost: the pages reconnect and read what they show again.
    onResumed: () => streams.endAll(),
  };
  const busLog = {
    info: (msg: string) => log.info(msg),
    warn: (obj: object, msg: string) => log.warn(obj, msg),
  };
  const bus =
    deps.redisUrl && deps.redis
      ? redisBus(deps.redisUrl, deps.redis, handlers, busLog)
      : databaseBus(deps.database, handlers, busLog);

  return appModule({
    name: 'live',
    apiRoutes: [liveRoutes({ streams, accepting: () => accepting })],
    /** Resolves once the bus has first tried to listen (the app waits for it before it serves). */
    ready: bus.ready,
    /**
     * Tells the open pages of `to` (an account, or several at once) about `event`, after the
     * change it announces is committed. Never throws: the change is made whatever happens to
     * its announcement, and a page that misses one reads the change when it reconnects or is
     * opened.
     */
    async publish(to: string | readonly string[], event: LiveEvent): Promise<void> {
      const userIds = typeof to === 'string' ? [to] : to;
      try {
        await bus.publish(userIds.map((userId) => ({ userId, event })));
        metrics.liveEvents.inc({ outcome: 'published' }, userIds.length);
      } catch (error) {
        metrics.liveEvents.inc({ outcome: 'failed' }, userIds.length);
        log.warn({ err: error }, 'live: an event could not be published');
      }
    },
    /** Shutdown: refuses new streams, ends the open ones (they reconnect elsewhere), stops listening. */
    async close(): Promise<void> {
      accepting = false;
      streams.endAll();
      await bus.close();
    },
    /** Open streams on this instance (tests, the benchmark). */
    connections: () => streams.count,
  });
}

export type LiveModule = ReturnType<typeof createLiveModule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel: `live.publish(userId, event)` reaches that account's open pages. */
    readonly live: LiveModule;
  }
}
