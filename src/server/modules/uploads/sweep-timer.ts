import fp from 'fastify-plugin';
import type { SweepResult } from './sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Deletes uploads never attached to a listing within 24 hours, the files of dropped images,
     * and storage objects nothing names (runs on a timer too). `now` moves the clock, for tests.
     */
    sweepUploads(now?: Date): Promise<SweepResult>;
  }
}

/** Unattached uploads are looked for this often (they are deleted after 24 hours). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep waits this long after start, out of the way of start-up work. */
const FIRST_SWEEP_DELAY_MS = 10_000;

export interface SweepTimerOptions {
  sweep(now?: Date): Promise<SweepResult>;
  /** How often to sweep; 0 turns the timer off (tests sweep by hand). */
  intervalMs?: number | undefined;
}

/** Decorates the app with `sweepUploads` and runs it on a timer while the app is up. */
export const sweepTimer = fp<SweepTimerOptions>(async (app, options) => {
  app.decorate('sweepUploads', options.sweep);
  const every = options.intervalMs ?? SWEEP_INTERVAL_MS;
  if (every <= 0) return;

  /** The sweep running now: closing waits for it rather than cut it off mid-way. */
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= options
      .sweep(new Date())
      .then(({ images, staged, deleted, orphans }) => {
        if (images + staged + deleted + orphans > 0) {
          app.log.info(
            `Sweep: ${images} unattached images dropped, ${deleted} images' files deleted, ` +
              `${staged} unfinished uploads and ${orphans} orphaned images removed`,
          );
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(run, every);
    timer.unref();
    first = setTimeout(run, FIRST_SWEEP_DELAY_MS);
    first.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
});
