import pLimit from 'p-limit';

/** One finished upload's place at this instance, from its last byte until it is stored. */
export interface FinishTicket {
  /**
   * Runs `work` in one of the processing slots. Everything that holds the file's bytes (reading
   * the staged file, decoding, encoding) belongs in it, so a waiting upload holds no memory.
   */
  process<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back (idempotent). */
  release(): void;
}

export interface FinishGateOptions {
  /** Uploads processed at once: sharp is CPU-bound and the app has other work. */
  slots: number;
  /** Finished uploads that may wait for a slot on top of those being processed. */
  queue: number;
}

/** How long one image took at first guess: a 12 MP photo takes 0.3–1 s on a small machine. */
const FIRST_GUESS_MS = 1000;

/**
 * Bounds the finished uploads one instance takes on at once: `slots` being processed and `queue`
 * waiting for a slot. Past that, `admit` says no and the caller refuses the finishing request
 * (503 with Retry-After), keeping nothing of it, so the client sends it again later. Without a
 * bound, a few accounts finishing dozens of uploads at once would wait in an unbounded queue.
 */
export function createFinishGate(options: FinishGateOptions) {
  const limit = pLimit(options.slots);
  let admitted = 0;
  /** Recent processing time per image, each new one weighing a fifth. */
  let averageMs = FIRST_GUESS_MS;

  return {
    /** A place for one finished upload, or null when every place is taken. */
    admit(): FinishTicket | null {
      if (admitted >= options.slots + options.queue) return null;
      admitted++;
      let released = false;
      return {
        process: (work) =>
          limit(async () => {
            const started = performance.now();
            try {
              return await work();
            } finally {
              averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
            }
          }),
        release() {
          if (released) return;
          released = true;
          admitted--;
        },
      };
    },
    /** Whether uploads wait for a slot beyond those being processed now. */
    waiting: () => admitted > options.slots,
    /** Whether every place is taken right now. */
    full: () => admitted >= options.slots + options.queue,
    /** Seconds until a place is likely free: the admitted uploads' turns at the recent pace. */
    retryAfterSeconds: () =>
      Math.max(1, Math.ceil(((admitted / options.slots) * averageMs) / 1000)),
  };
}

export type FinishGate = ReturnType<typeof createFinishGate>;
