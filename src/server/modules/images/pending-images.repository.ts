import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { StoredImage } from '../../lib/images/image-store';
import { imageDeletions } from './image-deletions.table';
import { pendingImages, type PendingImageRow } from './pending-images.table';

/** SQL for the images uploaded but not yet attached to a listing. */
export function createPendingImagesRepository(db: Db) {
  return {
    async insert(userId: string, image: StoredImage): Promise<void> {
      await db.insert(pendingImages).values({ userId, ...image });
    },
    /**
     * Removes and returns the user's pending images among `keys` (in `keys` order), inside the
     * caller's transaction: a listing save takes them, so they can be taken only once.
     */
    async claim(tx: Db, userId: string, keys: string[]): Promise<StoredImage[]> {
      if (keys.length === 0) return [];
      const rows = await tx
        .delete(pendingImages)
        .where(and(eq(pendingImages.userId, userId), inArray(pendingImages.key, keys)))
        .returning();
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [{ key: row.key, width: row.width, height: row.height }] : [];
      });
    },
    /** Whether every one of `keys` is a pending image of the user (read only, nothing claimed). */
    async allOwned(userId: string, keys: string[]): Promise<boolean> {
      const unique = new Set(keys);
      if (unique.size === 0) return true;
      const [row] = await db
        .select({ n: count() })
        .from(pendingImages)
        .where(and(eq(pendingImages.userId, userId), inArray(pendingImages.key, [...unique])));
      return row?.n === unique.size;
    },
    /** Pending images created before `before`, oldest first. */
    async olderThan(before: Date, limit: number): Promise<PendingImageRow[]> {
      return db
        .select()
        .from(pendingImages)
        .where(lt(pendingImages.createdAt, before))
        .orderBy(pendingImages.createdAt)
        .limit(limit);
    },
    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pendingImages)
        .where(eq(pendingImages.userId, userId));
      return row?.n ?? 0;
    },
    /**
     * Drops the pending images among `keys` (expired, or never stored whole) and queues their
     * files for the deletion job, in one transaction; returns the keys dropped. A key a listing
     * save claimed meanwhile is no longer pending, and is left alone.
     */
    async drop(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      return withTransaction(db, async (tx) => {
        const rows = await tx
          .delete(pendingImages)
          .where(inArray(pendingImages.key, keys))
          .returning({ key: pendingImages.key });
        const dropped = rows.map((row) => row.key);
        if (dropped.length > 0) {
          await tx
            .insert(imageDeletions)
            .values(dropped.map((key) => ({ key })))
            .onConflictDoNothing();
        }
        return dropped;
      });
    },
  };
}
export type PendingImagesRepository = ReturnType<typeof createPendingImagesRepository>;
