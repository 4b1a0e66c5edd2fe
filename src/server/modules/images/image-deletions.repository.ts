import { inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../listings/listings.table';
import { pendingImages } from '../uploads/pending-images.table';
import { imageDeletions } from './image-deletions.table';

/** SQL for the queue of image files to delete, and for what still names an image. */
export function createImageDeletionsRepository(db: Db) {
  return {
    /** Queues `keys` inside the caller's transaction (the one that stops naming them). */
    async enqueue(tx: Db, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await tx
        .insert(imageDeletions)
        .values(keys.map((key) => ({ key })))
        .onConflictDoNothing();
    },
    /** Which of `keys` are queued for deletion. */
    async queued(keys: string[], tx: Db = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .select({ key: imageDeletions.key })
        .from(imageDeletions)
        .where(inArray(imageDeletions.key, keys));
      return new Set(rows.map((row) => row.key));
    },
    /** Queued keys whose time has come, the longest waiting first. */
    async due(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: imageDeletions.key })
        .from(imageDeletions)
        .where(lte(imageDeletions.dueAt, sql`now()`))
        .orderBy(imageDeletions.dueAt)
        .limit(limit);
      return rows.map((row) => row.key);
    },
    /** Which of `keys` a listing or a pending upload names (the GIN index finds the listings). */
    async named(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const wanted = new Set(keys);
      const [onListings, pending] = await Promise.all([
        db
          .select({ images: listings.images })
          .from(listings)
          .where(
            or(
              ...keys.map((key) => sql`${listings.images} @> ${JSON.stringify([{ key }])}::jsonb`),
            ),
          ),
        db
          .select({ key: pendingImages.key })
          .from(pendingImages)
          .where(inArray(pendingImages.key, keys)),
      ]);
      const named = new Set(pending.map((row) => row.key));
      for (const row of onListings) {
        for (const image of row.images) if (wanted.has(image.key)) named.add(image.key);
      }
      return named;
    },
    async remove(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(imageDeletions).where(inArray(imageDeletions.key, keys));
    },
    /** Tries `keys` again after `ms` (their storage refused the deletion). */
    async postpone(keys: string[], ms: number): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(imageDeletions)
        .set({ dueAt: sql`now() + ${`${ms} milliseconds`}::interval` })
        .where(inArray(imageDeletions.key, keys));
    },
  };
}

export type ImageDeletionsRepository = ReturnType<typeof createImageDeletionsRepository>;
