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

/** When something happened, as India reads it: "27 Nov 2026, 4:05 pm" (the same on server and browser). */
const momentFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO 8601 instant written for people, in India's time. */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}
