import { formatPrice, type Wording } from './format';
import { listingTexts } from './texts/listings';
import type { Listing } from './schemas/listing';

type Priced = Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountedPrice'>;

/** The price a buyer or tenant pays now: the discounted price while an offer applies. */
export function currentPrice(listing: Priced): number {
  return listing.offer && listing.discountedPrice != null
    ? listing.discountedPrice
    : listing.regularPrice;
}

/**
 * "₹1,500,000", or "₹25,000 / Month" for rent: in the page's language unless `wording` says
 * another (the server always says: in-language.ts).
 */
export function displayPrice(listing: Priced, wording?: Wording): string {
  return formatPrice(currentPrice(listing), listing.type, wording);
}

/** "₹5,000 discount" when an offer applies, otherwise null. */
export function discountText(listing: Priced): string | null {
  if (!listing.offer || listing.discountedPrice == null) return null;
  return listingTexts.facts.discount({
    amount: formatPrice(listing.regularPrice - listing.discountedPrice),
  });
}

/** "/category/rent/<id>" */
export function listingPath(listing: Pick<Listing, 'type' | 'id'>): string {
  return `/category/${listing.type}/${listing.id}`;
}
