import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingImages } from './pending-images.table';
import { imageDeletions } from './image-deletions.table';

/** SQL for the queue of image files to delete, and for what still names an image. */
export function createImageDeletionsRepository(
  db: Db,
  /** Which of `keys` a listing names (the listings module's query). */
  namedByListings: (keys: string[]) => Promise<Set<string>>,
) {
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
    /** Which of `keys` a listing or a pending upload names. */
    async named(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const [named, pending] = await Promise.all([
        namedByListings(keys),
        db
          .select({ key: pendingImages.key })
          .from(pendingImages)
          .where(inArray(pendingImages.key, keys)),
      ]);
      for (const row of pending) named.add(row.key);
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
