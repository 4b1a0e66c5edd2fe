import { closeRedis } from '../../lib/redis';
import { Redis } from 'ioredis';
import {
  decodeNote,
  encodeNote,
  LIVE_CHANNEL,
  reconnectDelayMs,
  type BusLog,
  type LiveBus,
  type LiveBusHandlers,
} from './live-bus';

/**
 * Redis pub/sub (REDIS_URL): every instance subscribes to the live channel on a connection of its
 * own (a subscribed connection can do nothing else) and publishes on the shared client. ioredis
 * reconnects with our backoff and subscribes again by itself; the loss and the recovery are
 * logged, and the handlers hear `onResumed`.
 */
export function redisBus(
  url: string,
  publisher: Redis,
  handlers: LiveBusHandlers,
  log: BusLog,
): LiveBus & { ready: Promise<void> } {
  const subscriber = new Redis(url, {
    connectTimeout: 5_000,
    retryStrategy: (times) => reconnectDelayMs(times),
  });
  let lost = false;
  let closing = false;
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== LIVE_CHANNEL) return;
    const note = decodeNote(payload);
    if (note) handlers.onNote(note);
  });
  subscriber.on('error', (error: Error) => {
    if (!lost) log.warn({ err: error }, 'live: Redis subscription failed');
  });
  subscriber.on('close', () => {
    if (lost || closing) return;
    lost = true;
    log.warn({}, 'live: the Redis subscription was lost; reconnecting');
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('live: subscribed on Redis again');
    handlers.onResumed();
  });
  const ready = subscriber.subscribe(LIVE_CHANNEL).then(
    () => {},
    (error: unknown) => log.warn({ err: error }, 'live: could not subscribe on Redis yet'),
  );
  return {
    ready,
    async publish(notes) {
      const pipeline = publisher.pipeline();
      for (const note of notes) pipeline.publish(LIVE_CHANNEL, encodeNote(note));
      const failed = (await pipeline.exec())?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async close() {
      closing = true;
      await closeRedis(subscriber);
    },
  };
}
