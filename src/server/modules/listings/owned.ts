import { LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { forbidden, notFound } from '../../lib/errors';
import type { ListingRow } from './listings.table';

/** The row if `userId` owns it: 404 when missing, 403 when another user's. */
export function owned(row: ListingRow | undefined, userId: string): ListingRow {
  if (!row) throw notFound('Listing');
  if (row.userId !== userId)
    throw forbidden(LISTING_ERROR_CODES.notOwner, (texts) => texts.listingForm.notOwner);
  return row;
}
