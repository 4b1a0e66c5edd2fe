import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { AppError } from '../../lib/errors';
import type { LiveStreams } from './live-streams';

/** A refused page tries again after this many seconds (and another instance may take it). */
const BUSY_RETRY_AFTER_S = 10;

/**
 * A page reconnects this long after its stream ends (a drain, a restart), spread over a few
 * seconds so that the streams of a stopping instance do not all arrive elsewhere at once.
 */
const reconnectHintMs = () => 1_000 + Math.floor(Math.random() * 4_000);

const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  // nginx would otherwise hold the events in its buffer until it fills.
  'x-accel-buffering': 'no',
};

/**
 * GET /api/me/events: the signed-in account's live channel, server-sent events
 * (docs/product.md#live-updates). The answer is written on the raw response and never
 * ends by itself, so it bypasses the answer hooks (compression, caching headers) on purpose.
 */
export const liveRoutes =
  (deps: { streams: LiveStreams; accepting: () => boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const { streams } = deps;
    app.get(
      '/me/events',
      {
        // A HEAD would open a stream that never ends.
        exposeHeadRoute: false,
        preHandler: app.authenticate,
        schema: {
          tags: ['messages'],
          summary:
            'Live events of the signed-in account (text/event-stream): "message" with a LiveEvent',
          response: { 401: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!deps.accepting() || streams.full()) {
          reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
          throw new AppError(
            503,
            COMMON_ERROR_CODES.serviceUnavailable,
            'This server holds as many live connections as it can; try again shortly',
          );
        }
        reply.hijack();
        const res = reply.raw;
        // The headers the app's hooks have set so far (security headers, request id) go too.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(200, STREAM_HEADERS);
        res.write(`retry: ${reconnectHintMs()}\n\n`);
        request.raw.socket.setNoDelay(true);
        request.server.streamStarted(res);
        streams.add(request.user!.id, res);
      },
    );
  };
