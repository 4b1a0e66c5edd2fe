import type { FastifyBaseLogger } from 'fastify';
import { ViewBuffer, type AddOutcome, type PendingView } from './view-buffer';

export interface ViewRecorderOptions {
  /** Writes a batch in one statement; the database de-duplicates across instances. */
  write(views: PendingView[]): Promise<void>;
  /** A view is written at most this long after it arrived (unless the database is down). */
  flushMs: number;
  /** Views held at most: a full buffer is written at once, and views past it are dropped. */
  capacity: number;
  log: FastifyBaseLogger;
}

/**
 * Keeps the views of the last `flushMs` in memory and writes them in one statement, so that a
 * view costs its request no database work (docs/decisions/0037). A crash loses at most the views
 * of the last `flushMs`; `close` writes what is waiting. Writes run one at a time; a failed one
 * is put back to be tried with the next, as far as the buffer has room.
 */
export function createViewRecorder(options: ViewRecorderOptions) {
  const { log } = options;
  const buffer = new ViewBuffer(options.capacity);
  let closed = false;
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (writing) await writing;
    const views = buffer.take();
    if (views.length === 0) return;
    writing = options
      .write(views)
      .catch((error: unknown) => {
        log.warn({ err: error }, `views: writing ${views.length} views failed, trying again`);
        if (closed) return;
        for (const view of views) buffer.add(view);
        schedule();
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  }

  function schedule() {
    if (timer || buffer.size === 0) return;
    timer = setTimeout(() => void flush(), options.flushMs);
    // A waiting write never keeps a process alive: close() writes what is left.
    timer.unref();
  }

  return {
    /** Takes a view to write within `flushMs`. */
    add(view: PendingView): AddOutcome {
      if (closed) return 'full';
      const outcome = buffer.add(view);
      if (outcome === 'full') {
        log.warn(`views: ${buffer.capacity} views waiting to be written, dropping one`);
      }
      if (buffer.size >= buffer.capacity) void flush();
      else schedule();
      return outcome;
    },
    /** Writes every view waiting now (tests; the close). */
    flush,
    /** On the app's close: writes what is waiting; nothing is taken after it. */
    async close() {
      closed = true;
      await flush();
    },
    get waiting() {
      return buffer.size;
    },
  };
}

export type ViewRecorder = ReturnType<typeof createViewRecorder>;
