import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import type { Cursor } from './cursor';
import { listings, type ListingRow, type NewListingRow } from './listings.table';

export interface ListingFilter {
  type?: ListingType | undefined;
  offer?: boolean | undefined;
  userId?: string | undefined;
}

/** SQL for the listings table. Knows nothing of HTTP or of the API's shapes. */
export function createListingsRepository(db: Db) {
  return {
    /** Newest first, after the cursor; `limit` rows at most. */
    async list(filter: ListingFilter, limit: number, after?: Cursor): Promise<ListingRow[]> {
      const conditions: SQL[] = [];
      if (filter.type) conditions.push(eq(listings.type, filter.type));
      if (filter.offer !== undefined) conditions.push(eq(listings.offer, filter.offer));
      if (filter.userId) conditions.push(eq(listings.userId, filter.userId));
      if (after) {
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        );
      }
      return db
        .select()
        .from(listings)
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit);
    },

    async findById(id: string): Promise<ListingRow | undefined> {
      const rows = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
      return rows[0];
    },

    async insert(row: NewListingRow): Promise<ListingRow> {
      const [created] = await db.insert(listings).values(row).returning();
      return created!;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
      return row?.n ?? 0;
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
