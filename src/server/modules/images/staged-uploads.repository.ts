import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { OpenUploads } from './open-uploads';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { stagedUploadParts, stagedUploads, type StagedUploadRow } from './staged-uploads.table';

export interface NewStagedUpload {
  id: string;
  userId: string;
  size: number;
  metadata: Record<string, string | null>;
}

/**
 * Bytes go in as a bytea parameter: node-postgres sends a Buffer as it is, in binary, with no
 * text made of it (base64 text here cost 4/3 of every piece as a string that only a full
 * collection frees; `npm run bench:upload-load`). Only an instance on a PostgreSQL server stages
 * in the database (upload-staging.ts); PGlite would send it as hex built in JavaScript.
 * They come out as base64 text, because both drivers read bytea as text (node-postgres as hex,
 * twice the bytes), decoded straight into the one Buffer of the whole file.
 */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.length);

/** SQL for the resumable uploads still arriving. */
export function createStagedUploadsRepository(db: Db) {
  return {
    async create(upload: NewStagedUpload): Promise<StagedUploadRow> {
      const [row] = await db.insert(stagedUploads).values(upload).returning();
      return row!;
    },
    async get(id: string): Promise<StagedUploadRow | undefined> {
      const [row] = await db.select().from(stagedUploads).where(eq(stagedUploads.id, id));
      return row;
    },
    /**
     * Stores `data` at `start` if the upload has exactly `start` bytes and room for these: the
     * offset moves with its bytes, in one transaction. False when another writer got there first
     * (or the upload is gone), and nothing is stored.
     */
    async append(id: string, start: number, data: Uint8Array): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const moved = await tx
          .update(stagedUploads)
          .set({ received: sql`${stagedUploads.received} + ${data.length}` })
          .where(
            and(
              eq(stagedUploads.id, id),
              eq(stagedUploads.received, start),
              sql`${stagedUploads.received} + ${data.length} <= ${stagedUploads.size}`,
            ),
          )
          .returning({ id: stagedUploads.id });
        if (moved.length === 0) return false;
        await tx.insert(stagedUploadParts).values({ uploadId: id, start, data: asBuffer(data) });
        return true;
      });
    },
    /** Forgets every byte from `offset` on (a refused request's), if the upload has them. */
    async truncate(id: string, offset: number): Promise<void> {
      await withTransaction(db, async (tx) => {
        await tx
          .delete(stagedUploadParts)
          .where(and(eq(stagedUploadParts.uploadId, id), gte(stagedUploadParts.start, offset)));
        await tx
          .update(stagedUploads)
          .set({ received: offset })
          .where(and(eq(stagedUploads.id, id), gte(stagedUploads.received, offset)));
      });
    },
    /** The bytes received so far, in order. */
    async read(id: string): Promise<Buffer> {
      const parts = await db
        .select({
          bytes: sql<number>`length(${stagedUploadParts.data})`,
          data: sql<string>`encode(${stagedUploadParts.data}, 'base64')`,
        })
        .from(stagedUploadParts)
        .where(eq(stagedUploadParts.uploadId, id))
        .orderBy(asc(stagedUploadParts.start));
      // The database's own count: its base64 text has a line break every 76 characters.
      const file = Buffer.allocUnsafe(parts.reduce((bytes, part) => bytes + Number(part.bytes), 0));
      let offset = 0;
      for (const part of parts) offset += file.write(part.data, offset, 'base64');
      return file;
    },
    /** Deletes the upload and its bytes; false when there was no such upload. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(stagedUploads)
        .where(eq(stagedUploads.id, id))
        .returning({ id: stagedUploads.id });
      return removed.length > 0;
    },
    /** The uploads begun since `since` (not expired), of `userId` and of everyone. */
    async openSince(userId: string, since: Date): Promise<OpenUploads> {
      const mine = sql`${stagedUploads.userId} = ${userId}`;
      const [row] = await db
        .select({
          userCount: sql<number>`(count(*) filter (where ${mine}))::float8`,
          userBytes: sql<number>`coalesce(sum(${stagedUploads.size}) filter (where ${mine}), 0)::float8`,
          siteCount: sql<number>`count(*)::float8`,
          siteBytes: sql<number>`coalesce(sum(${stagedUploads.size}), 0)::float8`,
        })
        .from(stagedUploads)
        .where(gte(stagedUploads.createdAt, since));
      return {
        user: { count: Number(row?.userCount ?? 0), bytes: Number(row?.userBytes ?? 0) },
        site: { count: Number(row?.siteCount ?? 0), bytes: Number(row?.siteBytes ?? 0) },
      };
    },
    /** Deletes the uploads begun before `before`, finished or not; returns how many. */
    async removeBegunBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(stagedUploads)
        .where(lt(stagedUploads.createdAt, before))
        .returning({ id: stagedUploads.id });
      return removed.length;
    },
  };
}

export type StagedUploadsRepository = ReturnType<typeof createStagedUploadsRepository>;
