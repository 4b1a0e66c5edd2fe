import { formatPrice, groupDigits } from '../../../shared/format';
import { AMENITIES, TENANTS } from '../../../shared/listing-facts';
import { currentPrice } from '../../../shared/listing-price';
import type { Listing } from '../../../shared/schemas/listing';
import { shortDay } from '../../../shared/short-day';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';

/** One fact of the detail page's list: its name (`dt`) and its value (`dd`). */
export interface FactRow {
  key: string;
  name: string;
  value: string;
}

const texts = listingFactsTexts;

/**
 * "Immediately" when the day is `today` (India's date) or before, else the day as "1 Dec 2026".
 * The day is a calendar date, not an instant: read from its digits, never through a time zone.
 */
function availability(availableFrom: string, today: string): string {
  return availableFrom <= today ? texts.detail.immediately : shortDay(availableFrom);
}

/**
 * The facts a listing has, in the detail page's order and wording (docs/product.md#listing-facts),
 * in the page's language; a fact not given has no row. `today` (India's date, YYYY-MM-DD) decides
 * "Immediately": the page passes the listing's own, by the app's clock when it was read, the same
 * on the server and in the browser.
 */
export function factRows(listing: Listing, today: string): FactRow[] {
  const { detail } = texts;
  const rows: FactRow[] = [];
  const add = (key: string, name: string, value: string) => rows.push({ key, name, value });

  if (listing.area != null) {
    add(
      'area',
      detail.area,
      detail.areaValue({
        area: groupDigits(listing.area),
        type: texts.areaTypes[listing.areaType ?? 'carpet'],
      }),
    );
    // What a buyer pays (the offer's price, if any) for each square foot; a rent has no such.
    if (listing.type === 'sale') {
      add(
        'pricePerSqft',
        detail.pricePerSqft,
        formatPrice(Math.round(currentPrice(listing) / listing.area)),
      );
    }
  }
  if (listing.floor != null && listing.totalFloors != null) {
    add(
      'floor',
      detail.floor,
      detail.floorValue({
        floor: listing.floor === 0 ? detail.groundFloor : groupDigits(listing.floor),
        total: groupDigits(listing.totalFloors),
      }),
    );
  }
  if (listing.availableFrom != null) {
    add('availableFrom', detail.availableFrom, availability(listing.availableFrom, today));
  }
  if (listing.deposit != null) add('deposit', detail.deposit, formatPrice(listing.deposit));
  if (listing.maintenance != null) {
    add(
      'maintenance',
      detail.maintenance,
      detail.maintenanceValue({ price: formatPrice(listing.maintenance) }),
    );
  }
  // In the form's order whatever the order given; no tenant ticked means anyone: no row.
  const tenants = TENANTS.filter((tenant) => listing.tenants.includes(tenant));
  if (tenants.length > 0) {
    add(
      'tenants',
      detail.tenants,
      tenants.map((tenant) => texts.tenants[tenant]).join(detail.separator),
    );
  }
  const amenities = AMENITIES.filter((amenity) => listing.amenities.includes(amenity));
  if (amenities.length > 0) {
    add(
      'amenities',
      detail.amenities,
      amenities.map((amenity) => texts.amenities[amenity]).join(detail.separator),
    );
  }
  return rows;
}
