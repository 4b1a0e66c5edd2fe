import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { displayPrice } from '../../../shared/in-language';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';
import type { Listing } from '../../../shared/schemas/listing';
import { notFound } from '../../lib/errors';
import { variantName } from '../../lib/images/image-processing';
import { makeSharePicture, SHARE_PICTURE_SIZE } from '../../lib/images/share-picture';
import type { Storage } from '../../lib/storage/storage';
import type { ListingsService } from '../listings/listings.module';
import type { ListingPreview } from './page-head';

const PREFIX = 'previews';
/** The cover variant the picture is cut from: wide enough for 1200 px, quick to decode. */
const COVER_VARIANT = variantName(1280);

/**
 * Changes whenever what the picture shows changes: name, price (as `language` writes it) or
 * cover photo.
 */
function versionOf(listing: Listing, language: Language): string {
  const shown = [listing.name, displayPrice(listing, language), listing.images[0]?.key ?? ''];
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
}

/**
 * Where a listing's pictures in `language` are kept, in storage and under /images: English's
 * at previews/{id}/, another language's in a folder of its own below (previews/{id}/hi/), as
 * its pages are under /hi. Each language's picture writes the price its pages write.
 */
function folderOf(id: string, language: Language): string {
  return `${PREFIX}/${id}/${language === DEFAULT_LANGUAGE ? '' : `${language}/`}`;
}

const paramsSchema = z.object({
  id: z.uuid(),
  language: z.enum(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)).optional(),
  file: z.string().regex(/^[A-Za-z0-9_-]{16}\.jpg$/),
});

export interface ListingPreviewsDeps {
  storage: Storage;
  listings: Pick<ListingsService, 'get'>;
  /** PUBLIC_URL: previews are fetched by other sites' crawlers, so their URLs are absolute. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** What draws the picture (tests watch what it is asked to write). */
  draw?: typeof makeSharePicture;
}

/**
 * The pictures link previews show of a listing (og:image): 1200×630 JPEGs of the cover photo
 * with the name and price in the page's language, made on the first request for them and kept
 * in storage under previews/{listingId}/{version}.jpg (a Hindi page's under
 * previews/{listingId}/hi/). A change of name, price or cover makes a new version (a new URL,
 * so every cache on the way sees it); the old one is deleted when the new one is made.
 */
export function createListingPreviews(deps: ListingPreviewsDeps) {
  const { storage, listings, publicUrl, log, draw = makeSharePicture } = deps;
  const making = new Map<string, Promise<Buffer>>();

  async function make(listing: Listing, language: Language, key: string): Promise<Buffer> {
    const cover = await storage.get(`${listing.images[0]!.key}/${COVER_VARIANT}`);
    if (!cover) throw new Error(`cover of listing ${listing.id} missing`);
    const picture = await draw(await buffer(cover.body), {
      title: listing.name,
      subtitle: displayPrice(listing, language),
    });
    await storage.put(key, picture, 'image/jpeg');
    // The language's older versions; not the other languages' folders below English's.
    const folder = folderOf(listing.id, language);
    const stale: string[] = [];
    for await (const object of storage.list(folder)) {
      if (object.key !== key && !object.key.slice(folder.length).includes('/')) {
        stale.push(object.key);
      }
    }
    await storage.delete(stale);
    return picture;
  }

  /** The picture, made once even when asked for by many at the same time. */
  function picture(listing: Listing, language: Language, key: string): Promise<Buffer> {
    let pending = making.get(key);
    if (!pending) {
      pending = make(listing, language, key).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  const keyOf = (listing: Listing, language: Language) =>
    `${folderOf(listing.id, language)}${versionOf(listing, language)}.jpg`;
  const urlOf = (listing: Listing, language: Language) =>
    `${publicUrl}/images/${keyOf(listing, language)}`;

  return {
    /** What the listing's page in `language` says of its preview picture. */
    describe(listing: Listing, language: Language): ListingPreview {
      return { url: urlOf(listing, language), ...SHARE_PICTURE_SIZE };
    },

    routes: (async (app) => {
      const serve = async (request: FastifyRequest, reply: FastifyReply) => {
        const params = paramsSchema.safeParse(request.params);
        if (!params.success) throw notFound('Image');
        const language = params.data.language ?? DEFAULT_LANGUAGE;
        // A listing that no longer exists answers 404, like its page.
        const listing = await listings.get(params.data.id);
        // An older version (a preview made before an edit): the current one.
        const key = keyOf(listing, language);
        if (`${folderOf(listing.id, language)}${params.data.file}` !== key) {
          return reply.header('Cache-Control', 'no-cache').redirect(urlOf(listing, language), 302);
        }
        const stored = await storage.get(key);
        const body = stored ? stored.body : await picture(listing, language, key);
        if (!stored) log.info({ listingId: listing.id, language }, 'Made the link preview picture');
        return reply
          .header('Content-Type', 'image/jpeg')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(body);
      };
      const options = { schema: { hide: true } };
      app.get(`/images/${PREFIX}/:id/:file`, options, serve);
      app.get(`/images/${PREFIX}/:id/:language/:file`, options, serve);
    }) satisfies FastifyPluginAsync,
  };
}

export type ListingPreviews = ReturnType<typeof createListingPreviews>;
