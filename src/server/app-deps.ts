import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Geocoder } from './lib/geocoder';
import type { Mailer } from './lib/mailer/mailer';
import type { Storage } from './lib/storage/storage';
import type { AuthRateLimitOptions } from './modules/auth/rate-limit';
import type { Images } from './modules/images/images';
import type { UploadLimits } from './modules/images/upload-limits';

/** What the app is built with beyond its configuration: its database, storage and test seams. */
export interface AppDeps {
  database: Database;
  storage: Storage;
  /** The browser's build; defaults to dist/client. */
  clientDir?: string;
  /** The server's build of the pages; defaults to dist/ssr. */
  ssrDir?: string;
  /** Pino options over the app's own (log-options.ts), or false for none (tests). */
  logger?: false | object;
  /** Outgoing mail; defaults to SMTP_URL's server or the $DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Overrides of the sign-in/sign-up/reset rate limits (tests: their own Redis key prefix). */
  authRateLimit?: Partial<AuthRateLimitOptions>;
  /** Turns addresses into coordinates; defaults to the GEOCODER driver of the configuration. */
  geocoder?: Geocoder;
  /** Overrides of the per-user upload limits (tests). */
  uploadLimits?: Partial<UploadLimits>;
  /** Overrides JOBS_POLL_S in milliseconds; 0 turns polling off (tests run jobs by hand). */
  jobPollMs?: number;
  /**
   * The time of alerts' digests, the mail outbox and a listing's life (renewals, expiry,
   * reminders); the system's by default (tests move it).
   */
  clock?: Clock;
  /** The live channel's heartbeat in milliseconds (tests shorten it); 25 s by default. */
  liveHeartbeatMs?: number;
  /** How long listing views wait in memory before they are written; 2 s by default. */
  viewsFlushMs?: number;
  /** Given the image module once built: tests run its sweep by hand (test/app.ts). */
  onImages?: (images: Images) => void;
}
