import type { FastifyBaseLogger } from 'fastify';
import type { GeoLocation, Listing, ListingInput } from '../../../shared/schemas/listing';
import { messages } from '../../../shared/messages';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { GeocoderUnavailableError, type Geocoder } from '../../lib/geocoder';
import { deleteImage } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import type { PendingImagesRepository } from '../uploads/pending-images.repository';
import type { ListingsRepository } from './listings.repository';
import { listingFields, type ListingsService } from './listings.service';
import type { ListingRow } from './listings.table';

export const LISTING_ERROR_CODES = {
  invalidAddress: 'INVALID_ADDRESS',
  unknownImage: 'UNKNOWN_IMAGE',
  notOwner: 'FORBIDDEN',
  geocoderUnavailable: 'GEOCODER_UNAVAILABLE',
} as const;

export interface PublishingDeps {
  listings: ListingsService;
  repository: ListingsRepository;
  pendingImages: PendingImagesRepository;
  storage: Storage;
  geocoder: Geocoder;
  /** GEOCODING_ENABLED: the address is geocoded; otherwise the input carries the coordinates. */
  geocodingEnabled: boolean;
  log: FastifyBaseLogger;
}

const unknownImage = () =>
  badRequest(
    LISTING_ERROR_CODES.unknownImage,
    'An image is not one of your uploads; upload it again',
  );

/** Creating, overwriting and deleting an owner's listings (spec §4, §5, §6). */
export function createPublishingService(deps: PublishingDeps) {
  const { listings, repository, pendingImages, storage, geocoder, log } = deps;

  /** The coordinates of the listing: geocoded from the address, or as the owner typed them. */
  async function locate(input: ListingInput, current?: ListingRow): Promise<GeoLocation> {
    if (!deps.geocodingEnabled) {
      if (!input.geoLocation) {
        throw badRequest('VALIDATION_FAILED', 'geoLocation: Enter the latitude and longitude.');
      }
      return input.geoLocation;
    }
    // An unchanged address keeps its coordinates: nothing to look up again.
    if (current && current.location === input.location) {
      return { lat: current.lat, lng: current.lng };
    }
    let result;
    try {
      result = await geocoder.geocode(input.location);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      log.warn({ err: error }, 'geocoder unavailable');
      throw new AppError(
        503,
        LISTING_ERROR_CODES.geocoderUnavailable,
        'The address could not be looked up just now. Try again in a moment.',
      );
    }
    if (!result) throw badRequest(LISTING_ERROR_CODES.invalidAddress, messages.invalidAddress);
    return { lat: result.lat, lng: result.lng };
  }

  /** The listing of `id` if `userId` owns it: 404 when missing, 403 when another user's. */
  async function owned(userId: string, id: string): Promise<ListingRow> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Listing');
    if (row.userId !== userId) throw forbidden(LISTING_ERROR_CODES.notOwner, messages.notOwner);
    return row;
  }

  /** Deletes image files after the database no longer names them; failures are only logged. */
  async function deleteFiles(keys: string[]) {
    const results = await Promise.allSettled(keys.map((key) => deleteImage(storage, key)));
    for (const result of results) {
      if (result.status === 'rejected') log.error({ err: result.reason }, 'image delete failed');
    }
  }

  return {
    /** Saves a new listing of `userId` with their pending uploads as its images. */
    async create(userId: string, input: ListingInput): Promise<Listing> {
      const geo = await locate(input);
      const row = await repository.transaction(async (tx) => {
        const images = await pendingImages.claim(tx, userId, input.images);
        if (images.length !== input.images.length) throw unknownImage();
        return repository.insert({ ...listingFields(input, images, geo), userId }, tx);
      });
      return listings.toDto(row);
    },

    /**
     * Overwrites the owner's listing. Its images are the listing's current ones the owner kept and
     * their new uploads, in the order given; the ones dropped are deleted from storage.
     */
    async update(userId: string, id: string, input: ListingInput): Promise<Listing> {
      const current = await owned(userId, id);
      const geo = await locate(input, current);
      const currentImages = new Map(current.images.map((image) => [image.key, image]));
      const added = input.images.filter((key) => !currentImages.has(key));
      const row = await repository.transaction(async (tx) => {
        const claimed = await pendingImages.claim(tx, userId, added);
        if (claimed.length !== added.length) throw unknownImage();
        const byKey = new Map([...currentImages, ...claimed.map((i) => [i.key, i] as const)]);
        const images = input.images.map((key) => byKey.get(key)!);
        const updated = await repository.update(id, userId, listingFields(input, images, geo), tx);
        if (!updated) throw notFound('Listing');
        return updated;
      });
      const kept = new Set(input.images);
      await deleteFiles(current.images.map((i) => i.key).filter((key) => !kept.has(key)));
      return listings.toDto(row);
    },

    /** Deletes the owner's listing and then its images. */
    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      const deleted = await repository.delete(id, userId);
      if (!deleted) throw notFound('Listing');
      await deleteFiles(deleted.images.map((image) => image.key));
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;
