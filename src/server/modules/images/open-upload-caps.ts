import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { emptyTally, type OpenTally } from './open-uploads';
import { tusError } from './tus-errors';
import type { UploadLimits } from './upload-limits';
import type { UploadStaging } from './upload-staging';

type Caps = Pick<
  UploadLimits,
  'openPerUser' | 'openBytesPerUser' | 'openPerSite' | 'openBytesPerSite'
>;

const MB = 1024 * 1024;

/**
 * Caps the unfinished uploads (and the bytes they declared) of each user and of the whole site:
 * each waits in staging until it finishes or expires. A new upload is counted against the staged
 * ones plus those this instance is creating right now, so parallel requests cannot all slip under
 * a cap at once (across instances a few may, one per instance at most).
 */
export function createOpenUploadCaps(staging: Pick<UploadStaging, 'openUploads'>, caps: Caps) {
  /** Uploads being created by this instance: checked, not yet staged. */
  const creating = new Map<string, { userId: string; size: number }>();
  const tallyOf = (userId?: string): OpenTally => {
    const tally = emptyTally();
    for (const upload of creating.values()) {
      if (userId !== undefined && upload.userId !== userId) continue;
      tally.count++;
      tally.bytes += upload.size;
    }
    return tally;
  };

  return {
    /**
     * Makes room for the upload `key` of `size` bytes, or throws the 429 of the cap it would
     * pass. Its place is held until `created` (it is then staged and counted there) or `release`.
     */
    async reserve(key: string, userId: string, size: number): Promise<void> {
      creating.set(key, { userId, size });
      // This instance's uploads are tallied before staging is read: one staged in between is
      // then counted twice (a rare refusal under the cap), never not at all.
      const user = tallyOf(userId);
      const site = tallyOf();
      try {
        const open = await staging.openUploads(userId);
        if (open.user.count + user.count > caps.openPerUser) {
          throw tusError(
            429,
            COMMON_ERROR_CODES.rateLimited,
            `You have ${caps.openPerUser} unfinished uploads: finish or cancel one first`,
          );
        }
        if (open.user.bytes + user.bytes > caps.openBytesPerUser) {
          throw tusError(
            429,
            COMMON_ERROR_CODES.rateLimited,
            `Your unfinished uploads would pass ${Math.round(caps.openBytesPerUser / MB)} MB: finish or cancel one first`,
          );
        }
        if (
          open.site.count + site.count > caps.openPerSite ||
          open.site.bytes + site.bytes > caps.openBytesPerSite
        ) {
          throw tusError(
            429,
            COMMON_ERROR_CODES.rateLimited,
            'Too many uploads are under way on the site: try again in a few minutes',
          );
        }
      } catch (error) {
        creating.delete(key);
        throw error;
      }
    },
    /** The upload is staged (or was never created): it no longer needs its place here. */
    release(key: string): void {
      creating.delete(key);
    },
  };
}

export type OpenUploadCaps = ReturnType<typeof createOpenUploadCaps>;
