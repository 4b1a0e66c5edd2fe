import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '../../../shared/schemas/messages';

export interface LiveStreamsOptions {
  /** Streams one account may hold; opening one more ends its oldest. */
  perAccount: number;
  /** Streams this instance holds at most; past it `full()` says so (the route answers 503). */
  max: number;
  /** A comment line is written to every stream this often, so proxies keep it open. */
  heartbeatMs: number;
  /** Told the number of open streams whenever it changes (the metrics' gauge). */
  onCount?(count: number): void;
}

/**
 * A stream whose client has not read this much yet is dropped rather than buffered without end
 * (a phone that went to sleep behind a proxy that still reads): its page reconnects and reads
 * again, and the instance keeps its memory.
 */
const UNREAD_MAX_BYTES = 256 * 1024;

/** Told to a stream ended because its account opened one too many: it should not reconnect at once. */
const REPLACED_FRAME = 'event: replaced\ndata: {}\n\n';
const HEARTBEAT_FRAME = ': keep-alive\n\n';

const messageFrame = (event: LiveEvent) => `event: message\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The server-sent event streams this instance holds, by account. A stream leaves the moment its
 * connection closes (whoever closes it), so nothing outlives it; one timer beats for them all.
 */
export function createLiveStreams(options: LiveStreamsOptions) {
  // A Set keeps the order streams were added in: the first is an account's oldest.
  const byUser = new Map<string, Set<ServerResponse>>();
  let count = 0;
  let heartbeat: NodeJS.Timeout | undefined;

  function changed(by: number) {
    count += by;
    options.onCount?.(count);
    if (count > 0 && !heartbeat) {
      heartbeat = setInterval(beat, options.heartbeatMs);
      heartbeat.unref();
    } else if (count === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function forget(userId: string, res: ServerResponse) {
    const own = byUser.get(userId);
    if (!own?.delete(res)) return;
    if (own.size === 0) byUser.delete(userId);
    changed(-1);
  }

  function write(res: ServerResponse, frame: string) {
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > UNREAD_MAX_BYTES) {
      res.destroy();
      return;
    }
    res.write(frame);
  }

  function beat() {
    for (const own of byUser.values()) for (const res of own) write(res, HEARTBEAT_FRAME);
  }

  return {
    get count() {
      return count;
    },

    full: () => count >= options.max,

    /** Holds `res`, whose headers are written, for `userId`: the account's oldest goes past its cap. */
    add(userId: string, res: ServerResponse) {
      let own = byUser.get(userId);
      if (!own) byUser.set(userId, (own = new Set()));
      while (own.size >= options.perAccount) {
        const oldest = own.values().next().value!;
        forget(userId, oldest);
        if (!oldest.writableEnded) oldest.end(REPLACED_FRAME);
      }
      own.add(res);
      changed(+1);
      res.once('close', () => forget(userId, res));
    },

    /** Writes `event` to every stream of `userId` here; how many there were. */
    deliver(userId: string, event: LiveEvent): number {
      const own = byUser.get(userId);
      if (!own) return 0;
      const frame = messageFrame(event);
      for (const res of own) write(res, frame);
      return own.size;
    },

    /** Ends every stream (their pages reconnect, to another instance when this one stops). */
    endAll() {
      for (const [userId, own] of [...byUser]) {
        for (const res of [...own]) {
          forget(userId, res);
          if (!res.writableEnded) res.end();
        }
      }
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
