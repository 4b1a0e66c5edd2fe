import type { OwnerReplyTime } from '../../../shared/schemas/listing';

/** How far back an owner's received conversations count. */
export const REPLY_TIME_DAYS = 90;
/** Conversations an owner must have received in that time before their reply time is shown. */
export const REPLY_TIME_MIN_RECEIVED = 3;

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

/**
 * "Usually replies within …" (docs/product.md#messages-between-people): shown once the owner
 * received REPLY_TIME_MIN_RECEIVED conversations and answered at least half of them, by the
 * median time to the first reply; null otherwise.
 */
export function ownerReplyTime(stats: {
  received: number;
  answered: number;
  medianSeconds: number | null;
}): OwnerReplyTime {
  const { received, answered, medianSeconds } = stats;
  if (received < REPLY_TIME_MIN_RECEIVED || answered * 2 < received || medianSeconds === null) {
    return null;
  }
  if (medianSeconds <= HOUR_S) return 'hour';
  if (medianSeconds <= DAY_S) return 'day';
  return 'days';
}
