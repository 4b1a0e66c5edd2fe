import { z } from 'zod';
import { listingStatusSchema, listingTypeSchema } from './listing';

/** POST /api/renew (the page a reminder's renew link opens): the link's signed token. */
export const renewLinkSchema = z.object({ token: z.string().min(1).max(500) });

/** What a renew link did to the listing it names. */
export const renewedListingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: listingTypeSchema,
  /** Where the listing stands now: a rented, sold or hidden one is renewed but stays out. */
  status: listingStatusSchema,
  /** false: the link had been used, or the listing was renewed since it was sent; nothing changed. */
  renewed: z.boolean(),
  /** When it expires unless renewed again (ISO 8601). */
  expiresAt: z.string(),
});
export type RenewedListing = z.infer<typeof renewedListingSchema>;
