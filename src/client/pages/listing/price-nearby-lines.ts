import type { ListingType } from '../../../shared/constants';
import { formatPrice, groupDigits, type Wording } from '../../../shared/format';
import { NEARBY_RADIUS_KM, standingOf } from '../../../shared/price-nearby';
import type { PriceNearby } from '../../../shared/schemas/price-nearby';
import { pageLanguage } from '../../../shared/texts/language';
import { listingTexts } from '../../../shared/texts/listings';
import { priceNearbyTexts } from '../../../shared/texts/price-nearby';

/** What the section is written with: a language, its prices' words and the section's own. */
export interface NearbyWording extends Wording {
  priceNearby: typeof priceNearbyTexts;
}

const pageWording: NearbyWording = {
  language: pageLanguage,
  listings: listingTexts,
  priceNearby: priceNearbyTexts,
};

/**
 * The two sentences of "Price nearby" (docs/product.md#price-nearby): the median as the cards
 * write a price of this type ("₹25,000 / Month", "₹1,500,000") or per sq ft ("₹8,400 per sq ft"),
 * and where this home stands against it. In the page's language unless `wording` says another.
 */
export function priceNearbyLines(
  nearby: PriceNearby,
  type: ListingType,
  wording: NearbyWording = pageWording,
): { median: string; standing: string } {
  const { language, priceNearby: texts } = wording;
  const price =
    nearby.unit === 'sqft'
      ? texts.perSqft({ price: formatPrice(nearby.median, undefined, wording) })
      : formatPrice(nearby.median, type, wording);
  const standing = standingOf(nearby.differencePercent);
  const percent = groupDigits(Math.abs(nearby.differencePercent), language);
  return {
    median: texts.median({
      count: groupDigits(nearby.count, language),
      km: groupDigits(NEARBY_RADIUS_KM, language),
      price,
    }),
    standing: standing === 'close' ? texts.close : texts[standing]({ percent }),
  };
}
