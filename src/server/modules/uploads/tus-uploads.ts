import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_MAX_BYTES, UNATTACHED_UPLOAD_TTL_MS, UPLOAD_PATH } from '../../../shared/uploads';
import type { UploadedImage } from '../../../shared/schemas/listing';
import { AppError } from '../../lib/errors';
import { describeImage, storeImage } from '../../lib/images/image-store';
import { createLimiter } from '../../lib/limiter';
import type { Storage } from '../../lib/storage/storage';
import type { PendingImagesRepository } from './pending-images.repository';

/** Images decoded and encoded at once: sharp is CPU-bound and the app has other work. */
const PROCESSING_CONCURRENCY = 2;

export interface TusUploadsDeps {
  /** Staging folder of unfinished uploads ($DATA_DIR/uploads). */
  directory: string;
  storage: Storage;
  pendingImages: PendingImagesRepository;
  log: FastifyBaseLogger;
  /** The site's own origins: tus answers CORS for these only. */
  allowedOrigins: string[];
}

/** The IncomingMessage under tus's Web request (Node runtime). */
const nodeRequestOf = (req: Request) =>
  (req as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;

/** A tus error answer: status and our JSON error body. */
const tusError = (status: number, code: string, message: string) => ({
  status_code: status,
  body: JSON.stringify({ error: { code, message } }),
});

/**
 * The tus server behind /api/uploads. The route authenticates every request and names its user
 * with `owners`; the upload's metadata keeps that user, and only they may continue it. The
 * finishing request processes the bytes into a stored, pending image and answers with it.
 */
export function createTusUploads(deps: TusUploadsDeps) {
  const { storage, pendingImages, log } = deps;
  const datastore = new FileStore({
    directory: deps.directory,
    expirationPeriodInMilliseconds: UNATTACHED_UPLOAD_TTL_MS,
  });
  /** The signed-in user of each request the route hands to tus. */
  const owners = new WeakMap<IncomingMessage, string>();
  const limit = createLimiter(PROCESSING_CONCURRENCY);

  async function processUpload(upload: Upload): Promise<UploadedImage> {
    const userId = upload.metadata?.userId;
    if (!userId) throw new AppError(400, 'UPLOAD_INVALID', 'The upload has no owner');
    const data = await readFile(path.join(deps.directory, upload.id));
    const fileName = upload.metadata?.filename ?? 'image';
    const stored = await limit(() => storeImage(storage, userId, fileName, data));
    await pendingImages.insert(userId, stored);
    return describeImage(storage, stored);
  }

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore,
    maxSize: IMAGE_MAX_BYTES,
    relativeLocation: true,
    allowedOrigins: deps.allowedOrigins,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const raw = nodeRequestOf(req);
      const userId = raw && owners.get(raw);
      if (!userId) throw tusError(401, 'UNAUTHENTICATED', 'Sign in to continue');
      return { metadata: { ...upload.metadata, userId } };
    },
    async onUploadFinish(req, upload) {
      let image: UploadedImage;
      try {
        image = await processUpload(upload);
      } catch (error) {
        await datastore.remove(upload.id).catch(() => undefined);
        if (error instanceof AppError) throw tusError(error.statusCode, error.code, error.message);
        log.error({ err: error }, 'upload processing failed');
        throw tusError(500, 'INTERNAL', 'The image could not be stored');
      }
      return {
        // The creating POST keeps its 201; a finishing PATCH says 200 as it now has a body.
        ...(req.method === 'PATCH' ? { status_code: 200 } : {}),
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        body: JSON.stringify(image),
      };
    },
    onResponseError(_req, error) {
      if (error instanceof Error) {
        log.error({ err: error }, 'upload request failed');
        return {
          status_code: 500,
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Upload failed' } }),
        };
      }
      return undefined;
    },
  });
  // The staged bytes are not needed once the image is stored (after the answer is written).
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    datastore.remove(upload.id).catch(() => undefined);
  });

  return {
    /** Hands a request of `userId` to tus (after the route has authenticated it). */
    handle(userId: string, req: IncomingMessage, res: ServerResponse) {
      owners.set(req, userId);
      return tus.handle(req, res);
    },
    /** The user who created an unfinished upload, or null when there is no such upload. */
    async ownerOf(id: string): Promise<string | null> {
      try {
        const upload = await datastore.getUpload(id);
        return upload.metadata?.userId ?? null;
      } catch {
        return null;
      }
    },
    /** Deletes staged uploads left unfinished for longer than a day. */
    deleteExpired: () => datastore.deleteExpired(),
  };
}
export type TusUploads = ReturnType<typeof createTusUploads>;
