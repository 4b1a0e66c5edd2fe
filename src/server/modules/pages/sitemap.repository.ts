import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../listings/listings.table';

export interface SitemapEntry {
  id: string;
  type: 'rent' | 'sale';
  updatedAt: Date;
}

/** What the sitemap lists of the listings: their pages and when each last changed. */
export function createSitemapRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(listings);
      return row?.total ?? 0;
    },

    /** One file's worth of listings, newest first. (Crawlers read it rarely: an offset is fine.) */
    async page(limit: number, offset: number): Promise<SitemapEntry[]> {
      return db
        .select({ id: listings.id, type: listings.type, updatedAt: listings.updatedAt })
        .from(listings)
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
