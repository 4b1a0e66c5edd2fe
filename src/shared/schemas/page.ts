import { z } from 'zod';

/**
 * One page of a list read a page at a time ("Load more"): its items, and the opaque cursor of
 * the next page, null when nothing more exists.
 */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
