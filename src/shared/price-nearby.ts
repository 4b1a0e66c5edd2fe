/**
 * The rules of "Price nearby" on a listed home's page (docs/product.md#price-nearby), shared by
 * the server, which finds the homes and their median, and the page, which words the comparison.
 */

/** How far (km, along the earth's surface) another home may lie to count as nearby. */
export const NEARBY_RADIUS_KM = 3;

/** Fewer similar homes than this nearby, and the page shows no comparison at all. */
export const NEARBY_MIN_HOMES = 5;

/** A home this many percent (or fewer) from the median, either way, is "close to the median". */
export const CLOSE_PERCENT = 5;

/** Where a home stands against the median of its neighbours. */
export type NearbyStanding = 'below' | 'above' | 'close';

/**
 * How far `home` lies from `median`, in percent of the median, rounded to a whole number. Halves
 * round away from zero, so 5.5% above and 5.5% below are both 6: the two sides of the median are
 * treated alike (Math.round alone would make -5.5 into -5, and "close", but 5.5 into 6).
 */
export function differencePercent(home: number, median: number): number {
  const percent = ((home - median) / median) * 100;
  const rounded = Math.sign(percent) * Math.round(Math.abs(percent));
  // No "-0": a home at the median is 0% from it.
  return rounded === 0 ? 0 : rounded;
}

/** "close" within CLOSE_PERCENT, 5 itself included; otherwise below or above. */
export function standingOf(percent: number): NearbyStanding {
  if (Math.abs(percent) <= CLOSE_PERCENT) return 'close';
  return percent < 0 ? 'below' : 'above';
}
