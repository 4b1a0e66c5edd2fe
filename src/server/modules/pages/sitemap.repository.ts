import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../listings/listings.table';

export interface SitemapEntry {
  id: string;
  type: 'rent' | 'sale';
  updatedAt: Date;
}

// Rented, sold, hidden and expired listings are not offered to crawlers.
const listed = sql`${listings.listed}`;

/** What the sitemap lists of the listings: their pages and when each last changed. */
export function createSitemapRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(listings).where(listed);
      return row?.total ?? 0;
    },

    /** One file's worth of listings, newest first. (Crawlers read it rarely: an offset is fine.) */
    async page(limit: number, offset: number): Promise<SitemapEntry[]> {
      return db
        .select({ id: listings.id, type: listings.type, updatedAt: listings.updatedAt })
        .from(listings)
        .where(listed)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
