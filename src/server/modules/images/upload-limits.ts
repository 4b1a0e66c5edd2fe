import { IMAGE_MAX_BYTES } from '../../../shared/uploads';

/** What one user, the whole site and one instance may have under way at /api/uploads. */
export interface UploadLimits {
  /** New uploads one user may start per window. */
  perUser: number;
  windowMs: number;
  /** Stored images one user may have waiting for a listing at once. */
  pendingPerUser: number;
  /**
   * Unfinished uploads one user may have open at once, and the bytes they may still take (their
   * declared lengths): each waits on the disk or in the database until it finishes or expires.
   */
  openPerUser: number;
  openBytesPerUser: number;
  /** The same for every user together. */
  openPerSite: number;
  openBytesPerSite: number;
  /** Finished uploads this instance processes at once (sharp is CPU-bound). */
  processingSlots: number;
  /**
   * Finished uploads that may wait for a processing slot; past slots + queue, a finishing
   * request answers 503 with Retry-After and keeps none of its bytes.
   */
  finishQueue: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perUser: 60,
  windowMs: 60 * 60 * 1000,
  pendingPerUser: 30,
  // The form sends at most six photos at once; two forms open leave room.
  openPerUser: 12,
  openBytesPerUser: 6 * IMAGE_MAX_BYTES,
  openPerSite: 500,
  openBytesPerSite: 1024 * 1024 * 1024,
  // One photo at a time: processing a 12 MP photo adds ~130 MB to the process at its peak (its
  // encodes one after another, each on libvips' threads), and the instance is to stay within
  // 400 MB with many finishing at once (`npm run bench:upload-load`).
  processingSlots: 1,
  // Eight waiting at ~0.5–1 s each: a finishing request waits some seconds at most for its turn.
  finishQueue: 8,
};

/**
 * An unfinished upload expires this long after it began: the browser gives up on one after 10
 * minutes, and the staged sweep (every 10 minutes) then removes it within the hour.
 */
export const UNFINISHED_UPLOAD_TTL_MS = 50 * 60 * 1000;
