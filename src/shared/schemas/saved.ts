import { z } from 'zod';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '../constants';
import { searchTexts } from '../texts/search';
import { listingIdParamsSchema, listingSchema } from './listing';

/** A saved home: the listing as the cards show it, and when it was saved. */
export const savedHomeSchema = listingSchema.extend({ savedAt: z.string() });
export type SavedHome = z.infer<typeof savedHomeSchema>;

/** GET /api/me/saved: the account's saved homes, the latest saved first. */
export const savedHomesSchema = z.object({ items: z.array(savedHomeSchema) });
export type SavedHomes = z.infer<typeof savedHomesSchema>;

/** GET /api/me/saved/ids: only which listings are saved (every card's "Save <name>" toggle). */
export const savedHomeIdsSchema = z.object({ ids: z.array(z.string()) });
export type SavedHomeIds = z.infer<typeof savedHomeIdsSchema>;

/** PUT and DELETE /api/me/saved/{listingId}. */
export const savedHomeParamsSchema = z.object({ listingId: listingIdParamsSchema.shape.id });

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);

type SaveTexts = (typeof searchTexts)['save'];

/** A saved search's name, its refusals told from `texts` ("Save search" shows them as they come). */
const savedSearchNameOf = (texts: SaveTexts) =>
  z
    .string()
    .trim()
    .min(1, texts.nameRequired)
    .max(SAVED_SEARCH_NAME_MAX, texts.nameTooLong({ max: SAVED_SEARCH_NAME_MAX }));
const savedSearchNameSchema = savedSearchNameOf(searchTexts.save);

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * The search as /search's URL query without "?" ("type=rent&q=Bengaluru&beds=2,3"), in the
   * server's canonical order; its link is `/search?${query}`.
   */
  query: z.string(),
  frequency: alertFrequencySchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/me/searches: newest first. */
export const savedSearchesSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearches = z.infer<typeof savedSearchesSchema>;

/**
 * POST /api/me/searches. `query` is read strictly, as GET /api/search reads it (400 otherwise).
 * Its messages are `texts`' (the server tells a refusal in the request's language).
 */
export const newSavedSearchSchemaOf = (texts: SaveTexts) =>
  z.object({
    name: savedSearchNameOf(texts),
    query: z.string().max(2000),
    frequency: alertFrequencySchema.default('daily'),
  });
export const newSavedSearchSchema = newSavedSearchSchemaOf(searchTexts.save);
export type NewSavedSearch = z.input<typeof newSavedSearchSchema>;

/** PATCH /api/me/searches/{id}: its name, its frequency, or both. */
export const savedSearchUpdateSchema = z
  .object({ name: savedSearchNameSchema.optional(), frequency: alertFrequencySchema.optional() })
  .refine((update) => update.name !== undefined || update.frequency !== undefined, {
    message: 'Send a name or a frequency.',
  });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/unsubscribe (the page behind a mail's List-Unsubscribe link): the signed token of
 * the link. Answers the search it set to "never" and the frequency it had, which Undo restores.
 */
export const unsubscribeSchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribedSchema = z.object({
  name: z.string(),
  /** What the search was set to before; "never" when it already was. */
  previous: alertFrequencySchema,
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
/** POST /api/unsubscribe/undo: the same token and the frequency to put back. */
export const undoUnsubscribeSchema = unsubscribeSchema.extend({ frequency: alertFrequencySchema });
