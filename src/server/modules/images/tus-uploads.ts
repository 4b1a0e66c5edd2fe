import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_MAX_BYTES, UPLOAD_PATH } from '../../../shared/uploads';
import type { UploadedImage } from '../../../shared/schemas/listing';
import {
  ACCOUNT_ERROR_CODES,
  COMMON_ERROR_CODES,
  UPLOAD_ERROR_CODES,
} from '../../../shared/api-errors';
import { isDatabaseUnavailable } from '../../db/client';
import { AppError } from '../../lib/errors';
import { textsOf } from '../../lib/request-texts';
import { describeImage, prepareImage, putImageFiles } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import type { ImageDeletions } from './image-deletions.service';
import type { Metrics } from '../metrics/metrics';
import type { PendingImagesRepository } from './pending-images.repository';
import type { UploadStaging } from './upload-staging';
import { createFinishGate, type FinishTicket } from './finish-gate';
import { createOpenUploadCaps } from './open-upload-caps';
import type { UploadLimits } from './upload-limits';
import { databaseUnavailable, mapTusError, tusError, uploadBusy } from './tus-errors';

export interface TusUploadsDeps {
  /** Where uploads wait for their last byte. */
  staging: UploadStaging;
  storage: Storage;
  pendingImages: PendingImagesRepository;
  /** Deletes the files of an image stored only in part. */
  imageDeletions: ImageDeletions;
  log: FastifyBaseLogger;
  /** The site's own origins: tus answers CORS for these only. */
  allowedOrigins: string[];
  metrics: Pick<Metrics, 'imageProcessing'>;
  /** The caps on open uploads and on processing. */
  limits: UploadLimits;
}

/** The IncomingMessage under tus's Web request (Node runtime). */
const nodeOf = (req: Request) =>
  (req as Request & { runtime?: { node?: { req: IncomingMessage; res: ServerResponse } } }).runtime
    ?.node;
const nodeRequestOf = (req: Request) => nodeOf(req)?.req;

/**
 * The tus server behind /api/uploads. The route authenticates every request and names its user
 * with `owners`; the upload's metadata keeps that user, and only they may continue it. The
 * finishing request processes the bytes into a stored, pending image and answers with it.
 */
export function createTusUploads(deps: TusUploadsDeps) {
  const { storage, pendingImages, imageDeletions, log } = deps;
  const { staging } = deps;
  const { datastore } = staging;
  /** The signed-in user of each request the route hands to tus. */
  const owners = new WeakMap<IncomingMessage, string>();
  /**
   * The upload each HEAD, PATCH or DELETE names, as the route read it and checked its owner. tus
   * would take the id from the last `/` of the whole URL, query included: it acts on this one.
   */
  const checkedIds = new WeakMap<IncomingMessage, string>();
  const { limits } = deps;
  const gate = createFinishGate({ slots: limits.processingSlots, queue: limits.finishQueue });
  const caps = createOpenUploadCaps(staging, limits);

  async function processUpload(upload: Upload, ticket: FinishTicket): Promise<UploadedImage> {
    const userId = upload.metadata?.userId;
    if (!userId) throw new AppError(400, UPLOAD_ERROR_CODES.invalid, 'The upload has no owner');
    const fileName = upload.metadata?.filename ?? 'image';
    // The file is read in its slot, not before: a waiting upload holds none of its bytes.
    const prepared = await ticket.process(async () => {
      const data = await staging.read(upload.id);
      if (data.length !== upload.size) {
        throw new AppError(400, UPLOAD_ERROR_CODES.invalid, 'The upload is incomplete');
      }
      const done = deps.metrics.imageProcessing.startTimer();
      try {
        // Others waiting: one encode at a time, the least memory; alone: two, the sooner done.
        return await prepareImage(userId, fileName, data, gate.waiting() ? 1 : 2);
      } finally {
        done();
      }
    });
    // The row before the files: a crash from here on leaves a pending row, which the sweep
    // deletes with whatever files were written, never files that nothing names.
    await pendingImages.insert(userId, prepared.image);
    try {
      await putImageFiles(storage, prepared);
    } catch (error) {
      await discard(prepared.image.key);
      throw error;
    }
    return describeImage(storage, prepared.image);
  }

  /**
   * Every place is taken: the finishing request is refused with nothing of it kept, its bytes
   * taken back to where it began (a creating request's upload removed: its client has no URL for
   * it), so the client sends it again after Retry-After and nothing it was told is stored is lost.
   */
  async function refuseBusy(req: Request, upload: Upload): Promise<never> {
    const offset = Number.parseInt(req.headers.get('upload-offset') ?? '', 10);
    if (req.method === 'PATCH' && offset >= 0) await staging.rollback(upload.id, offset);
    else await datastore.remove(upload.id).catch(() => undefined);
    const seconds = gate.retryAfterSeconds();
    // tus writes its answer's headers over the raw response, keeping those set on it before.
    nodeOf(req)?.res.setHeader('Retry-After', String(seconds));
    throw uploadBusy(seconds, textsOf(nodeRequestOf(req)));
  }

  /** Drops an image stored only in part: its row now, its files by the deletion job. */
  async function discard(key: string) {
    try {
      await imageDeletions.afterCommit(await pendingImages.drop([key]));
    } catch (error) {
      log.warn({ err: error, key }, 'a partly stored image is left for the sweep');
    }
  }

  const tus = new Server({
    path: UPLOAD_PATH,
    datastore,
    maxSize: IMAGE_MAX_BYTES,
    relativeLocation: true,
    allowedOrigins: deps.allowedOrigins,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    getFileIdFromRequest(req) {
      const raw = nodeRequestOf(req);
      return raw && checkedIds.get(raw);
    },
    async onUploadCreate(req, upload) {
      const raw = nodeRequestOf(req);
      const userId = raw && owners.get(raw);
      if (!userId) throw tusError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'Sign in to continue');
      // Held until the upload is staged (POST_CREATE) or the request ends without it.
      nodeOf(req)?.res.once('close', () => caps.release(upload.id));
      await caps.reserve(upload.id, userId, upload.size ?? 0);
      return { metadata: { ...upload.metadata, userId } };
    },
    async onUploadFinish(req, upload) {
      const ticket = gate.admit() ?? (await refuseBusy(req, upload));
      let image: UploadedImage;
      try {
        image = await processUpload(upload, ticket);
      } catch (error) {
        await datastore.remove(upload.id).catch(() => undefined);
        if (error instanceof AppError) {
          // The request's own language: srvx's headers are read through the Node request.
          const message = error.messageIn(textsOf(nodeRequestOf(req)));
          throw tusError(error.statusCode, error.code, message);
        }
        if (isDatabaseUnavailable(error)) throw databaseUnavailable();
        log.error({ err: error }, 'upload processing failed');
        throw tusError(500, COMMON_ERROR_CODES.internal, 'The image could not be stored');
      } finally {
        ticket.release();
      }
      return {
        // The creating POST keeps its 201; a finishing PATCH says 200 as it now has a body.
        ...(req.method === 'PATCH' ? { status_code: 200 } : {}),
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        body: JSON.stringify(image),
      };
    },
    onResponseError: async (req, error) => mapTusError(error, nodeRequestOf(req), log),
  });
  tus.on(EVENTS.POST_CREATE, (_req, upload) => caps.release(upload.id));
  // The staged bytes are not needed once the image is stored (after the answer is written).
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    datastore.remove(upload.id).catch(() => undefined);
  });

  return {
    /**
     * Hands a request of `userId` to tus (after the route has authenticated it); `uploadId`, for
     * HEAD, PATCH and DELETE, is the upload whose owner the route checked, and the only one tus
     * may touch.
     */
    handle(userId: string, req: IncomingMessage, res: ServerResponse, uploadId?: string) {
      owners.set(req, userId);
      if (uploadId !== undefined) checkedIds.set(req, uploadId);
      return tus.handle(req, res);
    },
    /**
     * Seconds to wait when a request that would finish an upload arrives while every place for
     * finished uploads is taken; null when there is room.
     */
    busyFor: () => (gate.full() ? gate.retryAfterSeconds() : null),
    /** Who created an unfinished upload and its declared length, or null when there is none. */
    find: (id: string) => staging.find(id),
    /** Deletes expired unfinished uploads; returns how many. */
    sweepStaged: (now?: Date) => staging.sweep(now),
  };
}
export type TusUploads = ReturnType<typeof createTusUploads>;
