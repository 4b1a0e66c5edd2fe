import { z } from 'zod';

/**
 * GET /api/listings/{id}/price-nearby (docs/product.md#price-nearby): how many similar listed
 * homes lie nearby and their median, beside this home's own figure. `unit` says what is compared:
 * the price paid ("total": a month's rent, or a sale's price) or a sale's price per sq ft
 * ("sqft"). `median` and `home` are whole rupees; `differencePercent` is this home's distance
 * from the median in percent of it (negative below), from the unrounded figures.
 */
export const priceNearbySchema = z.object({
  count: z.number().int(),
  median: z.number().int(),
  unit: z.enum(['total', 'sqft']),
  home: z.number().int(),
  differencePercent: z.number().int(),
});
export type PriceNearby = z.infer<typeof priceNearbySchema>;
