import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Images whose files are to be deleted: written in the transaction that stops naming them (a
 * listing edit or delete, an expired or failed upload), so the intent survives a crash between
 * that commit and the file deletion. The deletion job deletes the files of a key only when no
 * listing and no pending upload names it, then the row.
 */
export const imageDeletions = pgTable(
  'image_deletions',
  {
    /** Storage key prefix of the image: images/{userId}-{fileName}-{uuid}. */
    key: text('key').primaryKey(),
    /** Not before: now when queued, later after a failed attempt. */
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('image_deletions_due_idx').on(t.dueAt)],
);
