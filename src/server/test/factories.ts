import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { listings, type ListingRow, type NewListingRow } from '../modules/listings/listings.table';
import { users } from '../modules/users/users.table';

let counter = 0;
const next = () => ++counter;

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `Owner ${n}`,
      email: `owner${n}-${randomUUID().slice(0, 8)}@example.com`,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A valid listing row; `createdAt` defaults to now minus n seconds so order is predictable. */
export function buildListing(
  userId: string,
  overrides: Partial<NewListingRow> = {},
): NewListingRow {
  const n = next();
  return {
    type: 'rent',
    name: `Test Home Number ${n}`.slice(0, 32),
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: true,
    location: `${n} Test Road, Pune`,
    offer: false,
    regularPrice: 25_000,
    discountedPrice: null,
    images: [{ key: `images/${userId}-photo-${randomUUID()}`, width: 1600, height: 1200 }],
    lat: 18.52,
    lng: 73.85,
    userId,
    ...overrides,
  };
}

export async function insertListing(
  db: Db,
  userId: string,
  overrides: Partial<NewListingRow> = {},
): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(buildListing(userId, overrides)).returning();
  return row!;
}
