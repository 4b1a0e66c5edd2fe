import { COMMON_ERROR_CODES, LISTING_ERROR_CODES } from '../../../shared/api-errors';
import type { RenewedListing } from '../../../shared/schemas/renew';
import { AppError, badRequest } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { ListingsRepository } from '../listings/listings.module';
import { listingStatus } from '../listings/listings.module';
import type { ListingRow } from '../listings/listings.table';
import type { RenewTokens } from './renew-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a reminder's renew link does, without signing in: its token names the listing and the
 * life it was sent in. The first use renews it; later ones (or any after the listing was renewed
 * otherwise) change nothing and say where it stands.
 */
export function createRenewLinkService(deps: {
  tokens: RenewTokens;
  listings: ListingsRepository;
  clock: Clock;
  ttlDays: number;
}) {
  const { tokens, listings, clock, ttlDays } = deps;

  const answer = (row: ListingRow, renewed: boolean): RenewedListing => ({
    id: row.id,
    name: row.name,
    type: row.type,
    status: listingStatus(row),
    renewed,
    expiresAt: new Date(row.renewedAt.getTime() + ttlDays * DAY_MS).toISOString(),
  });

  return {
    async renew(token: string): Promise<RenewedListing> {
      const claim = tokens.read(token);
      if (!claim) throw badRequest(LISTING_ERROR_CODES.invalidToken, (t) => t.expiry.invalidLink);
      return listings.transaction(async (tx) => {
        // Locked like a save: a renewal and an edit at once run one after the other.
        const row = await listings.lockById(tx, claim.listingId);
        if (!row) throw new AppError(404, COMMON_ERROR_CODES.notFound, (t) => t.expiry.listingGone);
        if (row.renewedAt.getTime() !== claim.renewedAtMs) return answer(row, false);
        return answer((await listings.renew(row.id, clock.now(), tx))!, true);
      });
    },
  };
}

export type RenewLinkService = ReturnType<typeof createRenewLinkService>;
