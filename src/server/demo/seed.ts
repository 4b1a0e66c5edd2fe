import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { listingInputSchema } from '../../shared/schemas/listing';
import type { Db } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { deleteImage, storeProcessedImage, type StoredImage } from '../lib/images/image-store';
import type { Storage } from '../lib/storage/storage';
import { createListingsRepository } from '../modules/listings/listings.repository';
import { createListingsService } from '../modules/listings/listings.service';
import { listings } from '../modules/listings/listings.table';
import { users } from '../modules/users/users.table';
import { factInput } from './demo-facts';
import { processDemoPhoto } from './demo-photo-cache';
import { photosOf, readDemoPhotoManifest, readDemoPhotoSvg } from './demo-photos';
import { GENERATED_LISTINGS, type GeneratedListing } from './generated-listings';
import { DEMO_LISTINGS, type DemoListing } from './listings';
import { DEMO_OWNERS } from './owners';

/** Photos rendered and processed at once: enough to keep two cores busy, no more. */
const PHOTO_CONCURRENCY = 2;

/**
 * What the demo home's owner would have sent, checked by the same schema as theirs; its
 * "Available from" counted from `now`.
 */
const demoInput = (listing: DemoListing | GeneratedListing, images: StoredImage[], now: Date) =>
  listingInputSchema.parse({
    ...factInput(listing.facts ?? {}, now),
    type: listing.type,
    name: listing.name,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    parking: listing.parking,
    furnished: listing.furnished,
    offer: listing.discountedPrice !== undefined,
    location: listing.location,
    regularPrice: listing.regularPrice,
    discountedPrice: listing.discountedPrice ?? null,
    images: images.map((image) => image.key),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes demo owners; their listings go with them. */
async function deleteOwners(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(users).where(inArray(users.id, ids));
}

async function isEmpty(db: Db): Promise<boolean> {
  const [userRows] = await db.select({ n: count() }).from(users);
  const [listingRows] = await db.select({ n: count() }).from(listings);
  return (userRows?.n ?? 0) === 0 && (listingRows?.n ?? 0) === 0;
}

/**
 * Loads the demo owners and listings, with their committed photos, into an empty database.
 * Listings go through the same schema, image pipeline and service as an owner's. The hand-written
 * homes are saved one after the other, oldest first; then the generated ones, dated over the
 * weeks before.
 * Dates in the homes' facts are counted from the app's clock (the system's unless given).
 * Returns null (and does nothing) when the database has users or listings.
 */
export async function seedDemoData(deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  clock?: Clock | undefined;
  /** Where the processed photos are kept for the next seed of a test run (DEMO_PHOTO_CACHE_DIR). */
  photoCacheDir?: string | undefined;
}): Promise<{ users: number; listings: number } | null> {
  const { db, storage, log } = deps;
  const now = (deps.clock ?? systemClock).now();
  if (!(await isEmpty(db))) return null;
  // Every home's photos are checked before anything is saved.
  const manifest = await readDemoPhotoManifest();
  const photoEntries = DEMO_LISTINGS.map((listing) => photosOf(manifest, listing));

  const started = performance.now();
  const startedAt = Date.now();
  const photoCount = DEMO_LISTINGS.reduce((sum, listing) => sum + listing.photos, 0);
  const listingCount = DEMO_LISTINGS.length + GENERATED_LISTINGS.length;
  log.info(`Loading demo data: ${listingCount} listings with ${photoCount} photos…`);

  // Their addresses count as verified: the demo's homes are theirs to edit whatever
  // PUBLISH_REQUIRES_VERIFIED_EMAIL says.
  const owners = DEMO_OWNERS.map((owner) => ({ id: randomUUID(), ...owner, emailVerified: true }));
  const inserted = await db
    .insert(users)
    .values(owners)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length < owners.length) {
    // Another instance starting on the same database got there first.
    await deleteOwners(
      db,
      inserted.map((row) => row.id),
    );
    log.info('Demo data: already being loaded by another instance');
    return null;
  }
  const service = createListingsService({
    repository: createListingsRepository(db),
    storage,
    clock: deps.clock ?? systemClock,
  });

  // Every photo is queued at once; the limiter works through them in listing order while the
  // listings are saved one by one as their photos become ready.
  const limit = pLimit(PHOTO_CONCURRENCY);
  const storedKeys: string[] = [];
  let cancelled = false;
  const ownerId = (listing: { owner: number }) => owners[listing.owner]!.id;
  const photoJobs = DEMO_LISTINGS.map((listing, i) =>
    photoEntries[i]!.map((entry) => {
      const job = limit(async (): Promise<StoredImage> => {
        if (cancelled) throw new Error('Demo data loading was cancelled');
        const photo = await processDemoPhoto(await readDemoPhotoSvg(entry), deps.photoCacheDir);
        const stored = await storeProcessedImage(
          storage,
          ownerId(listing),
          `${entry.shows}.png`,
          photo,
        );
        storedKeys.push(stored.key);
        return stored;
      });
      // Failures are handled where the listing awaits its photos; never leave one unobserved.
      job.catch(() => undefined);
      return job;
    }),
  );

  try {
    for (const [i, listing] of DEMO_LISTINGS.entries()) {
      const images = await Promise.all(photoJobs[i]!);
      await service.insert(ownerId(listing), demoInput(listing, images, now), {
        images,
        geoLocation: { lat: listing.lat, lng: listing.lng },
      });
      // Keep the saved times apart so "newest first" follows this list exactly.
      await sleep(3);
      const done = i + 1;
      if (done % 10 === 0 && done < DEMO_LISTINGS.length) {
        log.info(`Demo data: ${done} of ${DEMO_LISTINGS.length} homes with their own photos saved`);
      }
    }
    // The generated homes show the photos just stored, and are dated before all of them.
    for (const listing of GENERATED_LISTINGS) {
      const images = await Promise.all(photoJobs[listing.photosOf]!);
      await service.insert(ownerId(listing), demoInput(listing, images, now), {
        images,
        geoLocation: { lat: listing.lat, lng: listing.lng },
        listedAt: new Date(startedAt - listing.listedMinutesBefore * 60_000),
      });
    }
  } catch (error) {
    cancelled = true;
    await Promise.allSettled(photoJobs.flat());
    // Removing the owners removes their listings too; then the photos already stored.
    await deleteOwners(
      db,
      owners.map((owner) => owner.id),
    );
    await Promise.all(storedKeys.map((key) => deleteImage(storage, key)));
    throw error;
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(`Demo data: ${listingCount} listings and ${photoCount} photos in ${seconds} s`);
  return { users: owners.length, listings: listingCount };
}
