import type {
  GeoLocation,
  Listing,
  ListingDetail,
  ListingInput,
  ListingPage,
  ListingQuery,
  ListingStatus,
  OwnerReplyTime,
} from '../../../shared/schemas/listing';
import { indiaDate } from '../../../shared/listing-facts';
import type { ListingFacts } from '../../../shared/schemas/listing-facts';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { describeImage, fullImageUrl, type StoredImage } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import { decodeCursor, encodeCursor } from './cursor';
import type { ListingFields, ListingsRepository } from './listings.repository';
import type { ListingRow } from './listings.table';

/** The columns an owner's input sets, with its stored images and coordinates. */
export function listingFields(
  input: ListingInput,
  images: StoredImage[],
  geo: GeoLocation,
): ListingFields {
  return {
    type: input.type,
    name: input.name,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    parking: input.parking,
    furnished: input.furnished,
    location: input.location,
    offer: input.offer,
    regularPrice: input.regularPrice,
    discountedPrice: input.offer ? input.discountedPrice : null,
    images,
    lat: geo.lat,
    lng: geo.lng,
    ...listingFactsOf(input),
  };
}

/** A listing's JSON from its row: its images' addresses come from the storage that holds them. */
export function listingDto(row: ListingRow, storage: Storage): Listing {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    furnished: row.furnished,
    location: row.location,
    offer: row.offer,
    regularPrice: row.regularPrice,
    discountedPrice: row.discountedPrice,
    imgUrls: row.images.map((image) => fullImageUrl(storage, image)),
    images: row.images.map((image) => describeImage(storage, image)),
    geoLocation: { lat: row.lat, lng: row.lng },
    timestamp: row.createdAt.toISOString(),
    userRef: row.userId,
    status: listingStatus(row),
    ...listingFactsOf(row),
  };
}

/** The facts of an input or a row, and nothing else of it. */
function listingFactsOf(from: ListingFacts): ListingFacts {
  return {
    area: from.area,
    areaType: from.areaType,
    floor: from.floor,
    totalFloors: from.totalFloors,
    availableFrom: from.availableFrom,
    deposit: from.deposit,
    maintenance: from.maintenance,
    tenants: from.tenants,
    amenities: from.amenities,
    description: from.description,
  };
}

/** Where the listing stands: a moderator's hiding first, then its owner's mark, then its age. */
export function listingStatus(row: ListingRow): ListingStatus {
  if (row.hiddenAt) return 'hidden';
  if (row.closedAt) return row.type === 'rent' ? 'rented' : 'sold';
  if (row.expiredAt) return 'expired';
  return 'listed';
}

/** Who asks for a listing, when signed in. */
export interface Viewer {
  id: string;
  moderator: boolean;
}

/** A hidden listing is its owner's, and the moderators' who hid it or may restore it. */
export const maySeeHidden = (row: ListingRow, viewer: Viewer | null | undefined) =>
  viewer != null && (viewer.moderator || viewer.id === row.userId);

/** The rules around listings; routes stay thin and the repository holds the SQL. */
export function createListingsService(deps: {
  repository: ListingsRepository;
  storage: Storage;
  /** Says what day it is in India for the detail's "Available from". */
  clock: Clock;
  /** How fast an owner usually replies to messages (the detail only shows it). */
  ownerReplyTime?: ((ownerId: string) => Promise<OwnerReplyTime>) | undefined;
}) {
  const { repository, storage } = deps;

  const toDto = (row: ListingRow): Listing => listingDto(row, storage);

  /**
   * A listing; one hidden by a moderator is found by its owner and the moderators only. Who
   * asks (`viewer`) is read only then: the public detail, the most asked of all, stays free of
   * a session's lookup.
   */
  async function get(
    id: string,
    viewer: () => Promise<Viewer | null | undefined> = async () => null,
  ): Promise<Listing> {
    const row = await repository.findById(id);
    if (!row || (row.hiddenAt && !maySeeHidden(row, await viewer()))) throw notFound('Listing');
    return toDto(row);
  }

  return {
    toDto,

    /**
     * One page, newest first; one extra row tells whether more exist. Listed listings only,
     * but for an owner asking for their own list (`viewerId`): all of theirs.
     */
    async list(query: ListingQuery, viewerId?: string): Promise<ListingPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const unlisted = query.owner !== undefined && query.owner === viewerId;
      const rows = await repository.list(
        { type: query.type, offer: query.offer, userId: query.owner, unlisted },
        query.limit + 1,
        after,
      );
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
          : null;
      return { items: items.map(toDto), nextCursor };
    },

    /**
     * Saves a new listing with images already stored (the demo data). The input has passed the
     * shared schema; the timestamp comes from the database clock unless `listedAt` backdates it
     * (demo homes listed over the past weeks). Owners publish through the publishing service,
     * which checks their images and address first.
     */
    async insert(
      userId: string,
      input: ListingInput,
      resolved: { images: StoredImage[]; geoLocation: GeoLocation; listedAt?: Date },
    ): Promise<Listing> {
      const row = await repository.insert({
        ...listingFields(input, resolved.images, resolved.geoLocation),
        userId,
        ...(resolved.listedAt && { createdAt: resolved.listedAt }),
      });
      return toDto(row);
    },

    get,

    /**
     * The listing as its page shows it: `get`, how fast its owner usually replies, and India's
     * date by the app's clock.
     */
    async detail(
      id: string,
      viewer: () => Promise<Viewer | null | undefined> = async () => null,
    ): Promise<ListingDetail> {
      const listing = await get(id, viewer);
      const ownerReplyTime = deps.ownerReplyTime
        ? await deps.ownerReplyTime(listing.userRef)
        : null;
      return { ...listing, ownerReplyTime, today: indiaDate(deps.clock.now()) };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
