import { readFileSync } from 'node:fs';
import type { Clock } from './clock';

/**
 * The system's clock run ahead by the whole number of milliseconds written in `file`, read at
 * every reading (none while the file is missing or holds no number). For end-to-end tests only,
 * which move a server's time this way (TEST_CLOCK_FILE): a file on the server's own machine, so
 * nothing over the network can move it, and nothing moves it unless that variable names a file.
 */
export function fileClock(file: string): Clock {
  const offsetMs = () => {
    try {
      const offset = Number(readFileSync(file, 'utf8').trim());
      return Number.isSafeInteger(offset) ? offset : 0;
    } catch {
      return 0;
    }
  };
  return { now: () => new Date(Date.now() + offsetMs()) };
}
