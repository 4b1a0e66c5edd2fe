/** What one user, and one instance, may have under way at /api/uploads. */
export interface UploadLimits {
  /** New uploads one user may start per window. */
  perUser: number;
  windowMs: number;
  /** Stored images one user may have waiting for a listing at once. */
  pendingPerUser: number;
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
  processingSlots: 2,
  // Eight waiting at ~0.5 s each: a finishing request waits at most a few seconds for its turn.
  finishQueue: 8,
};
