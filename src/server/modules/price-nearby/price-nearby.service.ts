import { differencePercent, NEARBY_MIN_HOMES } from '../../../shared/price-nearby';
import type { PriceNearby } from '../../../shared/schemas/price-nearby';
import { notFound } from '../../lib/errors';
import type { NearbyHome, PriceNearbyRepository } from './price-nearby.repository';

/**
 * A sale with an area is compared by its price per sq ft with the sales nearby that have an area;
 * every other home by the price paid (a month's rent, a sale's price) with all its neighbours.
 */
const unitOf = (home: NearbyHome): PriceNearby['unit'] =>
  home.type === 'sale' && home.area !== null ? 'sqft' : 'total';

/**
 * "Price nearby" (docs/product.md#price-nearby). Nothing is cached: every answer reads the
 * listings as they are, so a home published or repriced a moment before counts at once.
 */
export function createPriceNearbyService(deps: { repository: PriceNearbyRepository }) {
  const { repository } = deps;
  return {
    /**
     * The comparison of a listing's price with the similar homes nearby; null when there is none
     * to make (the listing is not listed, or has fewer than NEARBY_MIN_HOMES neighbours). A
     * missing listing, or one a moderator hid, is not found: its page answers the public so too.
     */
    async compare(id: string): Promise<PriceNearby | null> {
      const home = await repository.home(id);
      if (!home || home.hidden) throw notFound('Listing');
      if (!home.listed) return null;
      const unit = unitOf(home);
      const own = unit === 'sqft' ? home.price / home.area! : home.price;
      const { count, median } = await repository.figures(home, unit);
      if (count < NEARBY_MIN_HOMES || median === null) return null;
      return {
        count,
        median: Math.round(median),
        unit,
        home: Math.round(own),
        differencePercent: differencePercent(own, median),
      };
    },
  };
}

export type PriceNearbyService = ReturnType<typeof createPriceNearbyService>;
