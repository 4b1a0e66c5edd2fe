import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { displayPrice } from '../../../shared/listing-price';
import type { Listing } from '../../../shared/schemas/listing';
import { notFound } from '../../lib/errors';
import { variantName } from '../../lib/images/image-processing';
import { makeSharePicture, SHARE_PICTURE_SIZE } from '../../lib/images/share-picture';
import type { Storage } from '../../lib/storage/storage';
import type { ListingsService } from '../listings/listings.service';
import type { ListingPreview } from './page-head';

const PREFIX = 'previews';
/** The cover variant the picture is cut from: wide enough for 1200 px, quick to decode. */
const COVER_VARIANT = variantName(1280);

/** Changes whenever what the picture shows changes: name, price or cover photo. */
function versionOf(listing: Listing): string {
  const shown = [listing.name, displayPrice(listing), listing.images[0]?.key ?? ''];
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
}

const paramsSchema = z.object({
  id: z.uuid(),
  file: z.string().regex(/^[A-Za-z0-9_-]{16}\.jpg$/),
});

export interface ListingPreviewsDeps {
  storage: Storage;
  listings: Pick<ListingsService, 'get'>;
  /** PUBLIC_URL: previews are fetched by other sites' crawlers, so their URLs are absolute. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The pictures link previews show of a listing (og:image): 1200×630 JPEGs of the cover photo
 * with the name and price, made on the first request for them and kept in storage under
 * previews/{listingId}/{version}.jpg. A change of name, price or cover makes a new version
 * (a new URL, so every cache on the way sees it); the old one is deleted when the new one is
 * made.
 */
export function createListingPreviews(deps: ListingPreviewsDeps) {
  const { storage, listings, publicUrl, log } = deps;
  const making = new Map<string, Promise<Buffer>>();

  async function make(listing: Listing, key: string): Promise<Buffer> {
    const cover = await storage.get(`${listing.images[0]!.key}/${COVER_VARIANT}`);
    if (!cover) throw new Error(`cover of listing ${listing.id} missing`);
    const picture = await makeSharePicture(await buffer(cover.body), {
      title: listing.name,
      subtitle: displayPrice(listing),
    });
    await storage.put(key, picture, 'image/jpeg');
    const stale: string[] = [];
    for await (const object of storage.list(`${PREFIX}/${listing.id}/`)) {
      if (object.key !== key) stale.push(object.key);
    }
    await storage.delete(stale);
    return picture;
  }

  /** The picture, made once even when asked for by many at the same time. */
  function picture(listing: Listing, key: string): Promise<Buffer> {
    let pending = making.get(key);
    if (!pending) {
      pending = make(listing, key).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  const urlOf = (listing: Listing) =>
    `${publicUrl}/images/${PREFIX}/${listing.id}/${versionOf(listing)}.jpg`;

  return {
    /** What the listing's page says of its preview picture. */
    describe(listing: Listing): ListingPreview {
      return { url: urlOf(listing), ...SHARE_PICTURE_SIZE };
    },

    routes: (async (app) => {
      app.get(`/images/${PREFIX}/:id/:file`, { schema: { hide: true } }, async (request, reply) => {
        const params = paramsSchema.safeParse(request.params);
        if (!params.success) throw notFound('Image');
        // A listing that no longer exists answers 404, like its page.
        const listing = await listings.get(params.data.id);
        // An older version (a preview made before an edit): the current one.
        const version = versionOf(listing);
        if (params.data.file !== `${version}.jpg`) {
          return reply.header('Cache-Control', 'no-cache').redirect(urlOf(listing), 302);
        }
        const key = `${PREFIX}/${listing.id}/${version}.jpg`;
        const stored = await storage.get(key);
        const body = stored ? stored.body : await picture(listing, key);
        if (!stored) log.info({ listingId: listing.id }, 'Made the link preview picture');
        return reply
          .header('Content-Type', 'image/jpeg')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(body);
      });
    }) satisfies FastifyPluginAsync,
  };
}

export type ListingPreviews = ReturnType<typeof createListingPreviews>;
