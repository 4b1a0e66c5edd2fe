import { fill } from './message';

/**
 * "Price nearby" on a listed home's page (docs/product.md#price-nearby): the median of the
 * similar homes around it, and where this home stands against it.
 */
export const priceNearbyTexts = {
  heading: 'Price nearby',
  /** The price as the cards write it ("₹25,000 / Month"), or `perSqft`. */
  median: fill('Median of {count} similar homes within {km} km: {price}'),
  /** A sale with an area is compared by its price per sq ft. */
  perSqft: fill('{price} per sq ft'),
  below: fill('This home is {percent}% below the median'),
  above: fill('This home is {percent}% above the median'),
  close: 'This home is close to the median',
};
