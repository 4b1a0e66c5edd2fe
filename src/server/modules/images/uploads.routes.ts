import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { COMMON_ERROR_CODES, UPLOAD_ERROR_CODES } from '../../../shared/api-errors';
import { AppError, badRequest, notFound, type ApiText } from '../../lib/errors';
import { requestCounter } from '../../lib/request-counter';
import type { PendingImagesRepository } from './pending-images.repository';
import type { TusUploads } from './tus-uploads';
import type { UploadLimits } from './upload-limits';
import { countUploadRequest } from './upload-metrics';

/** Every upload's id is a UUID (tus-uploads.ts names them): anything else names no upload. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a creating request may finish its upload at once (its body may hold the whole file):
 * such a request is refused before it is counted when no finished upload can be taken on now.
 */
function mayFinishOnCreation(request: FastifyRequest): boolean {
  const length = Number(request.headers['upload-length']);
  if (length === 0) return true;
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('application/offset+octet-stream')) return false;
  const body = request.headers['content-length'];
  return body === undefined || Number(body) >= length;
}

/**
 * Whether a PATCH may finish its upload of `size` bytes: its body reaches the end (a body of
 * unstated length may).
 */
function mayFinishWithPatch(request: FastifyRequest, size: number): boolean {
  const offset = Number(request.headers['upload-offset']);
  const body = request.headers['content-length'];
  return body === undefined || offset + Number(body) >= size;
}

const tooMany = (message: ApiText) => new AppError(429, COMMON_ERROR_CODES.rateLimited, message);

/**
 * /api/uploads and /api/uploads/{id}: the tus protocol (creation, creation-with-upload, PATCH,
 * HEAD, termination) for signed-in users. Each request is authenticated (app.authenticate) before
 * tus sees it; only the user who created an upload may continue, inspect or cancel it.
 */
export const uploadsRoutes =
  (deps: {
    /** Shared counters of the per-user limit; in-process counters without it. */
    redis: Redis | undefined;
    uploads: TusUploads;
    pendingImages: PendingImagesRepository;
    limits: UploadLimits;
  }): FastifyPluginAsync =>
  async (app) => {
    const { limits } = deps;
    const count = await requestCounter(app, {
      max: limits.perUser,
      windowMs: limits.windowMs,
      redis: deps.redis,
      nameSpace: 'homestead-upload-limit:',
    });

    // tus streams the body itself: leave PATCH and creation-with-upload bodies unread.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );

    /** 503 with Retry-After while no finished upload can be taken on now. */
    const refuseWhenBusy = (reply: FastifyReply) => {
      const busyFor = deps.uploads.busyFor();
      if (busyFor === null) return;
      reply.header('retry-after', busyFor);
      throw new AppError(503, UPLOAD_ERROR_CODES.busy, (t) =>
        t.api.uploadBusy({ seconds: busyFor }),
      );
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.user!;
      let uploadId: string | undefined;
      if (request.method === 'POST') {
        if (request.headers['upload-defer-length'] !== undefined) {
          throw badRequest(
            UPLOAD_ERROR_CODES.lengthRequired,
            'Say the size of the file (Upload-Length)',
          );
        }
        if (mayFinishOnCreation(request)) refuseWhenBusy(reply);
        const counted = await count(request, `upload:${user.id}`);
        if (!counted.isAllowed && counted.isExceeded) {
          reply.header('retry-after', counted.ttlInSeconds);
          throw tooMany((t) => t.api.tooManyUploads({ seconds: counted.ttlInSeconds }));
        }
        if ((await deps.pendingImages.countForUser(user.id)) >= limits.pendingPerUser) {
          throw tooMany((t) => t.api.tooManyWaitingImages);
        }
      } else {
        uploadId = (request.params as { id?: string }).id;
        if (!uploadId || !UPLOAD_ID.test(uploadId)) throw notFound('Upload');
        const upload = await deps.uploads.find(uploadId);
        if (upload?.userId !== user.id) throw notFound('Upload');
        // Refused before its body is read: 180 last pieces at once would otherwise each be held
        // in memory and written to staging only to be taken back (`npm run bench:upload-load`).
        if (request.method === 'PATCH' && mayFinishWithPatch(request, upload.size)) {
          refuseWhenBusy(reply);
        }
      }
      countUploadRequest(app.metrics, request.raw, reply.raw);
      reply.hijack();
      await deps.uploads.handle(user.id, request.raw, reply.raw, uploadId);
    };

    const preHandler = app.authenticate;
    // A new upload only serves publishing: an account that may not publish starts none.
    app.route({
      method: 'POST',
      url: '/uploads',
      schema: { hide: true },
      preHandler: [preHandler, app.mayPublish],
      handler,
    });
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/uploads/:id',
      schema: { hide: true },
      preHandler,
      handler,
    });
  };
