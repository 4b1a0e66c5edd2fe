import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { AppError } from '../../lib/errors';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>` (compared in constant time). Without, it is open to a scraper
 * on a private network that asks the instance itself, and answers 404 to a request a proxy
 * forwarded (one that says whom it was forwarded for): through a balancer it would be public.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): FastifyPluginAsync {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!expected && (request.headers['x-forwarded-for'] || request.headers.forwarded)) {
        return reply.callNotFound();
      }
      if (expected) {
        const sent = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(sent, expected)) {
          // The header stays on the error handler's answer.
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new AppError(401, ACCOUNT_ERROR_CODES.unauthenticated, 'A metrics token is needed');
        }
      }
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  };
}
