import fp from 'fastify-plugin';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (modules/metrics), for the parts that count their own events. */
    readonly metrics: Metrics;
  }
}

/**
 * Counts and times every answer by method, route pattern and status. It listens for the raw
 * response's end rather than Fastify's onResponse, so answers written by tus (uploads, which take
 * over the response) are counted too.
 */
export const requestMetrics = fp<{ metrics: Metrics }>(async (app, { metrics }) => {
  app.decorate('metrics', metrics);
  app.addHook('onRequest', async (request, reply) => {
    const started = process.hrtime.bigint();
    // A pattern, never the URL: an unknown path is "unmatched", not a new series.
    const route = request.routeOptions.url ?? 'unmatched';
    reply.raw.once('finish', () => {
      const labels = {
        method: request.method,
        route,
        status_code: String(reply.raw.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
  // The server's own time for each answer, from its arrival until its body is ready (before
  // compression): shown by the browser's network panel, and read by the benchmarks to tell the
  // server's time from the time the client waited.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
});
