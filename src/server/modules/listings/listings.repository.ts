import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { direct } from '../../fast-paths/direct-statement';
import { createStatementCache } from '../../db/statement-cache';
import type { Cursor } from './cursor';
import { listings, type ListingRow, type NewListingRow } from './listings.table';

export interface ListingFilter {
  type?: ListingType | undefined;
  offer?: boolean | undefined;
  userId?: string | undefined;
  /** The owner's own list: rented, sold, hidden and expired listings too. */
  unlisted?: boolean | undefined;
}

/** Which parts of the listing query a request uses; one prepared statement for each shape. */
function listShape(filter: ListingFilter, after: Cursor | undefined): string {
  return [
    filter.type ? 't' : '',
    filter.offer !== undefined ? 'o' : '',
    filter.userId ? 'u' : '',
    filter.unlisted ? 'a' : '',
    after ? 'c' : '',
  ].join('');
}

/**
 * Which of `keys` a listing names (the GIN index finds the listings): the images module asks it
 * before deleting a stored image. Apart from the repository, which the listings module makes
 * after the images module (publishing claims pending images).
 */
export function imagesNamedByListings(db: Db) {
  return async (keys: string[]): Promise<Set<string>> => {
    const named = new Set<string>();
    if (keys.length === 0) return named;
    const wanted = new Set(keys);
    const rows = await db
      .select({ images: listings.images })
      .from(listings)
      .where(
        or(...keys.map((key) => sql`${listings.images} @> ${JSON.stringify([{ key }])}::jsonb`)),
      );
    for (const row of rows) {
      for (const image of row.images) if (wanted.has(image.key)) named.add(image.key);
    }
    return named;
  };
}

/**
 * SQL for the listings table. Knows nothing of HTTP or of the API's shapes.
 *
 * The read queries are prepared once (built by Drizzle with placeholders, then named prepared
 * statements on each connection): building the SQL anew for every request cost a sixth of the
 * API's time under load, and the server no longer parses the same text again and again.
 */
export function createListingsRepository(db: Db) {
  const prepareList = (shape: string) => {
    const conditions: SQL[] = [];
    // The column alone, as the partial indexes' predicate is written, so the planner uses them.
    if (!shape.includes('a')) conditions.push(sql`${listings.listed}`);
    if (shape.includes('t')) conditions.push(eq(listings.type, sql.placeholder('type')));
    if (shape.includes('o')) conditions.push(eq(listings.offer, sql.placeholder('offer')));
    if (shape.includes('u')) conditions.push(eq(listings.userId, sql.placeholder('userId')));
    if (shape.includes('c')) {
      conditions.push(
        sql`(${listings.createdAt}, ${listings.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
      );
    }
    return db
      .select()
      .from(listings)
      .where(and(...conditions))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(sql.placeholder('limit'))
      .prepare(`listings_list_${shape || 'all'}`);
  };
  const statements = createStatementCache();
  const byId = direct(
    db
      .select()
      .from(listings)
      .where(eq(listings.id, sql.placeholder('id')))
      .limit(1)
      .prepare('listings_by_id'),
  );

  return {
    /** Newest first, after the cursor; `limit` rows at most. */
    async list(filter: ListingFilter, limit: number, after?: Cursor): Promise<ListingRow[]> {
      const shape = listShape(filter, after);
      return statements.run(shape, () => prepareList(shape), {
        type: filter.type,
        offer: filter.offer,
        userId: filter.userId,
        afterCreatedAt: after?.createdAt,
        afterId: after?.id,
        limit,
      });
    },
    async findById(id: string): Promise<ListingRow | undefined> {
      const rows = await byId.execute({ id });
      return rows[0];
    },
    /**
     * The listing, its row locked (SELECT … FOR UPDATE) until the caller's transaction ends: saves
     * and deletes of one listing take it first, so they run one after another on the current row.
     */
    async lockById(tx: Db, id: string): Promise<ListingRow | undefined> {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
      return row;
    },
    /** Inserts a listing; `tx` runs it inside the caller's transaction. */
    async insert(row: NewListingRow, tx: Db = db): Promise<ListingRow> {
      const [created] = await tx.insert(listings).values(row).returning();
      return created!;
    },
    /**
     * Overwrites the owner's listing (never its owner or creation time); undefined when no such
     * listing of that owner exists. An edit renews the listing at `now` (the app's clock): it is
     * current again for LISTING_TTL_DAYS, and listed again if it had expired.
     */
    async update(
      id: string,
      userId: string,
      fields: ListingFields,
      now: Date,
      tx: Db = db,
    ): Promise<ListingRow | undefined> {
      const [updated] = await tx
        .update(listings)
        .set({ ...fields, updatedAt: sql`now()`, ...renewal(now) })
        .where(and(eq(listings.id, id), eq(listings.userId, userId)))
        .returning();
      return updated;
    },
    /**
     * Marks the listing rented or sold (`closed`), or lists it again: relisted, it is renewed
     * at `now` too. The grid's counts follow in the same statement (the table's trigger).
     */
    async setClosed(
      id: string,
      closed: boolean,
      now: Date,
      tx: Db = db,
    ): Promise<ListingRow | undefined> {
      const [updated] = await tx
        .update(listings)
        .set(
          closed
            ? { closedAt: sql`coalesce(${listings.closedAt}, now())` }
            : { closedAt: null, ...renewal(now) },
        )
        .where(eq(listings.id, id))
        .returning();
      return updated;
    },
    /**
     * Renews the listing at `now`: current for LISTING_TTL_DAYS from then, listed again if it had
     * expired (a rented, sold or hidden one stays so). The grid's counts follow (the trigger).
     */
    async renew(id: string, now: Date, tx: Db = db): Promise<ListingRow | undefined> {
      const [updated] = await tx
        .update(listings)
        .set(renewal(now))
        .where(eq(listings.id, id))
        .returning();
      return updated;
    },
    /** Deletes the owner's listing; returns the deleted row, or undefined. */
    async delete(id: string, userId: string, tx: Db = db): Promise<ListingRow | undefined> {
      const [deleted] = await tx
        .delete(listings)
        .where(and(eq(listings.id, id), eq(listings.userId, userId)))
        .returning();
      return deleted;
    },
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return withTransaction(db, work);
    },
  };
}

/** A new life: renewed now, no longer expired, to be reminded again before it ends. */
const renewal = (now: Date) => ({ renewedAt: now, expiredAt: null, remindedAt: null });

/** What an owner sets on a listing: everything but its id, owner and timestamps. */
export type ListingFields = Omit<NewListingRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
