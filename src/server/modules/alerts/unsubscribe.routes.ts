import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  undoUnsubscribeSchema,
  unsubscribedSchema,
  unsubscribeSchema,
} from '../../../shared/schemas/saved';
import { AppError } from '../../lib/errors';
import { textsOf } from '../../lib/request-texts';
import type { UnsubscribeService } from './unsubscribe.service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** POST /api/unsubscribe and /api/unsubscribe/undo: what the "Unsubscribed" page sends. */
export const unsubscribeApiRoutes =
  (service: UnsubscribeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/unsubscribe',
      {
        schema: {
          tags: ['saved'],
          summary: "Sets the saved search an unsubscribe link names to 'never' (no sign-in)",
          body: unsubscribeSchema,
          response: { 200: unsubscribedSchema, ...errors },
        },
      },
      async (request) => service.unsubscribe(request.body.token),
    );
    app.post(
      '/unsubscribe/undo',
      {
        schema: {
          tags: ['saved'],
          summary: 'Sets the saved search an unsubscribe link names back to a frequency',
          body: undoUnsubscribeSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.undo(request.body.token, request.body.frequency);
        return reply.code(204).send(null);
      },
    );
  };

/**
 * POST /unsubscribe?token=…: the List-Unsubscribe URL itself, which mail providers POST to with
 * `List-Unsubscribe=One-Click` (RFC 8058), without a session or an Origin. Any body is taken and
 * ignored; the answer is a line of text. (GET of the same URL is the browser's page.)
 */
export const oneClickUnsubscribeRoutes =
  (service: UnsubscribeService): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_r, _b, done) =>
      done(null, undefined),
    );
    app.post<{ Querystring: { token?: string } }>(
      '/unsubscribe',
      { schema: { hide: true } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        try {
          const { name } = await service.unsubscribe(token);
          return textsOf(request).alerts.unsubscribed({ name });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply.code(error.statusCode).send(error.messageIn(textsOf(request)));
        }
      },
    );
  };
