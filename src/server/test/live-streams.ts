import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as a browser's EventSource reads it. */
export interface ReadEvent {
  event: string;
  data: string;
}

/** A stream of GET /api/me/events held open as a browser would, read as it arrives. */
export interface HeldStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReadEvent[];
  /** Comment lines (the heartbeat) read so far. */
  comments: number;
  retry: number | undefined;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  /** The first event (from now on, or already read when `seen` is true) that `match` accepts. */
  next(match?: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  close(): void;
}

/** The origin of an app listening on a free port (tests of streams need a real connection). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export function holdStream(origin: string, cookie?: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/api/me/events`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (response) => {
        const waiters = new Set<() => void>();
        let buffer = '';
        const stream: HeldStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          comments: 0,
          retry: undefined,
          ended: new Promise((done) => response.once('close', () => done())),
          next(match = () => true, timeoutMs = 5_000) {
            const from = stream.events.length;
            return new Promise((found, fail) => {
              const timer = setTimeout(() => {
                waiters.delete(look);
                fail(new Error(`no matching event within ${timeoutMs} ms`));
              }, timeoutMs);
              function look() {
                const event = stream.events.slice(from).find(match);
                if (!event) return;
                clearTimeout(timer);
                waiters.delete(look);
                found(event);
              }
              waiters.add(look);
            });
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: ReadEvent = { event: 'message', data: '' };
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) stream.comments++;
              else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                isEvent = true;
              }
            }
            if (isEvent) stream.events.push(event);
          }
          for (const waiter of [...waiters]) waiter();
        });
        response.on('error', () => {});
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
