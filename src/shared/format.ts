import type { ListingType } from './constants';
import { listingTexts } from './texts/listings';

/** Thousands separators every three digits, whatever the locale ("1500000" → "1,500,000"). */
export function groupThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** "₹1,500,000", plus " / Month" for rent. */
export function formatPrice(value: number, type?: ListingType): string {
  const price = listingTexts.facts.price({ amount: groupThousands(value) });
  return type === 'rent' ? listingTexts.facts.rentPrice({ price }) : price;
}
