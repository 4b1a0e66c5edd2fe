import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Accounts } from '../auth/accounts';
import type { PendingImagesRepository } from './pending-images.repository';
import type { TusUploads } from './tus-uploads';

export interface UploadLimits {
  /** New uploads one user may start per window. */
  perUser: number;
  windowMs: number;
  /** Stored images one user may have waiting for a listing at once. */
  pendingPerUser: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perUser: 60,
  windowMs: 60 * 60 * 1000,
  pendingPerUser: 30,
};

const tooMany = (message: string) => new AppError(429, 'RATE_LIMITED', message);

/**
 * /api/uploads and /api/uploads/{id}: the tus protocol (creation, creation-with-upload, PATCH,
 * HEAD, termination) for signed-in users. Each request is authenticated here before tus sees it;
 * only the user who created an upload may continue, inspect or cancel it.
 */
export const uploadsRoutes =
  (deps: {
    accounts: Accounts;
    uploads: TusUploads;
    pendingImages: PendingImagesRepository;
    limits?: Partial<UploadLimits>;
  }): FastifyPluginAsync =>
  async (app) => {
    const limits = { ...DEFAULT_UPLOAD_LIMITS, ...deps.limits };
    const userOf = new WeakMap<FastifyRequest, string>();
    await app.register(fastifyRateLimit, {
      global: false,
      max: limits.perUser,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `upload:${userOf.get(request) ?? request.ip}`,
      skipOnError: true,
      ...(deps.accounts.redis
        ? { redis: deps.accounts.redis, nameSpace: 'homestead-upload-limit:' }
        : {}),
    });
    const countUpload = app.createRateLimit();

    // tus streams the body itself: leave PATCH and creation-with-upload bodies unread.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await deps.accounts.requireUser(request);
      if (request.method === 'POST') {
        if (request.headers['upload-defer-length'] !== undefined) {
          throw badRequest('UPLOAD_LENGTH_REQUIRED', 'Say the size of the file (Upload-Length)');
        }
        userOf.set(request, user.id);
        const counted = await countUpload(request);
        if (!counted.isAllowed && counted.isExceeded) {
          reply.header('retry-after', counted.ttlInSeconds);
          throw tooMany(`Too many uploads, try again in ${counted.ttlInSeconds} s`);
        }
        if ((await deps.pendingImages.countForUser(user.id)) >= limits.pendingPerUser) {
          throw tooMany('Too many images are waiting: save or leave the listing you are editing');
        }
      } else {
        const id = (request.params as { id?: string }).id;
        if (!id || (await deps.uploads.ownerOf(id)) !== user.id) throw notFound('Upload');
      }
      reply.hijack();
      await deps.uploads.handle(user.id, request.raw, reply.raw);
    };

    app.route({ method: 'POST', url: '/uploads', schema: { hide: true }, handler });
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/uploads/:id',
      schema: { hide: true },
      handler,
    });
  };
