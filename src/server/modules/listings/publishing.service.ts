import type { GeoLocation, Listing, ListingInput } from '../../../shared/schemas/listing';
import { LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { PIN_MAX_DISTANCE_KM } from '../../../shared/constants';
import { distanceKm } from '../../../shared/geo-distance';
import { latestAvailableFrom } from '../../../shared/listing-facts';
import { AppError, badRequest, notFound, validationFailed } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { StoredImage } from '../../lib/images/image-store';
import type { GeocodingService } from '../geocoding/geocoding.module';
import type { ImageDeletions } from '../images/images.module';
import type { PendingImagesRepository } from '../images/images.module';
import type { ListingsRepository } from './listings.repository';
import { listingFields, type ListingsService } from './listings.service';
import { owned } from './owned';
import type { ListingRow } from './listings.table';

export interface PublishingDeps {
  listings: ListingsService;
  repository: ListingsRepository;
  pendingImages: PendingImagesRepository;
  /** Deletes the files of the images a save or delete dropped, once it has committed. */
  imageDeletions: ImageDeletions;
  geocoding: GeocodingService;
  /** GEOCODING_ENABLED: the address is geocoded; otherwise the input carries the coordinates. */
  geocodingEnabled: boolean;
  /**
   * Queues a listing for matching against saved searches, in the transaction that publishes it
   * or cuts its price (from `previousPrice`): the matching runs in a job, never in the request.
   */
  alertQueue: { enqueue(tx: Db, listingId: string, previousPrice?: number): Promise<void> };
  /** When a listing is published or edited, it is renewed: its life starts at the clock's now. */
  clock: Clock;
}

const unknownImage = () =>
  badRequest(
    LISTING_ERROR_CODES.unknownImage,
    'An image is not one of your uploads; upload it again',
  );
const listingChanged = () =>
  new AppError(409, LISTING_ERROR_CODES.changed, (texts) => texts.listingForm.listingChanged);

const pinTooFar = () =>
  validationFailed({
    path: ['pin'],
    message: (texts) => texts.listingForm.fields.pinTooFar({ km: PIN_MAX_DISTANCE_KM }),
  });

/** "Available from" at most a year after India's today, by the app's clock. */
function checkAvailableFrom(input: ListingInput, now: Date): void {
  if (input.availableFrom == null || input.availableFrom <= latestAvailableFrom(now)) return;
  throw validationFailed({
    path: ['availableFrom'],
    message: (texts) => texts.listingFacts.fields.availableTooLate,
  });
}

/** The same point, to the precision a saved coordinate keeps. */
const samePoint = (a: GeoLocation, b: GeoLocation) =>
  Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;

/** The same photos in the same order. */
const sameImages = (a: StoredImage[], b: StoredImage[]) =>
  a.length === b.length && a.every((image, i) => image.key === b[i]!.key);

/** Creating, overwriting and deleting an owner's listings (docs/product.md#listing-rules, #permissions). */
export function createPublishingService(deps: PublishingDeps) {
  const { listings, repository, pendingImages, imageDeletions, geocoding, alertQueue } = deps;

  /**
   * The coordinates of the listing: where its address was found, or the pin the owner moved near
   * it; as the owner typed them when geocoding is off.
   */
  async function locate(input: ListingInput, current?: ListingRow): Promise<GeoLocation> {
    if (!deps.geocodingEnabled) {
      if (!input.geoLocation) {
        throw validationFailed({
          path: ['geoLocation'],
          message: (texts) => texts.listingForm.fields.coordinates,
        });
      }
      return input.geoLocation;
    }
    // An unchanged address keeps its coordinates (and the pin the owner may have moved before).
    const unmoved = !input.pin || (current && samePoint(input.pin, current));
    if (current && current.location === input.location && unmoved) {
      return { lat: current.lat, lng: current.lng };
    }
    const result = await geocoding.lookup(input.location);
    if (!result)
      throw badRequest(LISTING_ERROR_CODES.invalidAddress, (t) => t.listingForm.invalidAddress);
    if (!input.pin) return { lat: result.lat, lng: result.lng };
    if (distanceKm(input.pin, result) > PIN_MAX_DISTANCE_KM) throw pinTooFar();
    return input.pin;
  }

  return {
    /** Saves a new listing of `userId` with their pending uploads as its images. */
    async create(userId: string, input: ListingInput): Promise<Listing> {
      // Everything local first: a request that would fail anyway costs no geocoder lookup.
      checkAvailableFrom(input, deps.clock.now());
      if (!(await pendingImages.allOwned(userId, input.images))) throw unknownImage();
      const geo = await locate(input);
      const row = await repository.transaction(async (tx) => {
        const images = await pendingImages.claim(tx, userId, input.images);
        if (images.length !== input.images.length) throw unknownImage();
        const created = await repository.insert(
          { ...listingFields(input, images, geo), userId, renewedAt: deps.clock.now() },
          tx,
        );
        await alertQueue.enqueue(tx, created.id);
        return created;
      });
      return listings.toDto(row);
    },

    /**
     * Overwrites the owner's listing. Its images are the listing's current ones the owner kept and
     * their new uploads, in the order given; the ones dropped are deleted once committed.
     *
     * Saves of one listing run one after another on its locked row. A save whose photos another
     * save changed since this one read the listing (before geocoding) answers 409 LISTING_CHANGED
     * and saves nothing, as does one keeping a photo already queued for deletion: otherwise the
     * later save would silently drop the photos the earlier one added, or name deleted files.
     */
    async update(userId: string, id: string, input: ListingInput): Promise<Listing> {
      const read = owned(await repository.findById(id), userId);
      checkAvailableFrom(input, deps.clock.now());
      const onListing = new Set(read.images.map((image) => image.key));
      const added = input.images.filter((key) => !onListing.has(key));
      // As on create: a photo that is not the owner's fails before the address is looked up. A
      // photo queued for deletion by a concurrent save is told apart in the transaction below.
      if (!(await pendingImages.allOwned(userId, added))) {
        if ((await imageDeletions.queued(added)).size === 0) throw unknownImage();
      }
      const geo = await locate(input, read);
      const { row, dropped } = await repository.transaction(async (tx) => {
        const current = owned(await repository.lockById(tx, id), userId);
        if (!sameImages(read.images, current.images)) throw listingChanged();
        const onListing = new Map(current.images.map((image) => [image.key, image]));
        const added = input.images.filter((key) => !onListing.has(key));
        const claimed = await pendingImages.claim(tx, userId, added);
        if (claimed.length !== added.length) {
          const taken = new Set(claimed.map((image) => image.key));
          const missing = added.filter((key) => !taken.has(key));
          if ((await imageDeletions.queued(missing, tx)).size > 0) throw listingChanged();
          throw unknownImage();
        }
        const byKey = new Map([...onListing, ...claimed.map((i) => [i.key, i] as const)]);
        const images = input.images.map((key) => byKey.get(key)!);
        const fields = listingFields(input, images, geo);
        const updated = await repository.update(id, userId, fields, deps.clock.now(), tx);
        if (!updated) throw notFound('Listing');
        // A price cut may bring it into the budget of searches it did not match before.
        if (updated.price < current.price) await alertQueue.enqueue(tx, id, current.price);
        const kept = new Set(input.images);
        const dropped = current.images.map((i) => i.key).filter((key) => !kept.has(key));
        await imageDeletions.enqueue(tx, dropped);
        return { row: updated, dropped };
      });
      await imageDeletions.afterCommit(dropped);
      return listings.toDto(row);
    },

    /** Deletes the owner's listing (its row locked like a save's), then its images. */
    async remove(userId: string, id: string): Promise<void> {
      const dropped = await repository.transaction(async (tx) => {
        const current = owned(await repository.lockById(tx, id), userId);
        await repository.delete(id, userId, tx);
        const keys = current.images.map((image) => image.key);
        await imageDeletions.enqueue(tx, keys);
        return keys;
      });
      await imageDeletions.afterCommit(dropped);
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
