import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Images a user has uploaded and the server has stored, not yet attached to a saved listing.
 * Saving a listing with one removes its row in the same transaction; rows older than a day are
 * swept with their files. So a user can attach only their own uploads, each only once.
 */
export const pendingImages = pgTable(
  'pending_images',
  {
    /** Storage key prefix: images/{userId}-{fileName}-{uuid}. */
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_images_user_idx').on(t.userId),
    index('pending_images_created_idx').on(t.createdAt),
  ],
);

export type PendingImageRow = typeof pendingImages.$inferSelect;
