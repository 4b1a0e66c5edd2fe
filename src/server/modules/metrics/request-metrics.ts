import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics';
import { seriesLabels, type StatusLabels } from './series-labels';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (modules/metrics), for the parts that count their own events. */
    readonly metrics: Metrics;
    /**
     * Times a streamed answer (server-sent events) until now, when its headers have gone out:
     * timed over its whole life, each stream would land in the top bucket and hide real latency.
     */
    readonly streamStarted: (res: ServerResponse) => void;
  }
}

const STARTED = Symbol('metrics.started');
const LABELS = Symbol('metrics.labels');

/** A response with what its 'finish' listener needs, kept on it instead of in a closure. */
interface TimedResponse extends ServerResponse {
  [STARTED]?: number;
  [LABELS]?: StatusLabels;
}

/**
 * Counts and times every answer by method, route pattern and status. It listens for the raw
 * response's end rather than Fastify's onResponse, so answers written by tus (uploads, which take
 * over the response) are counted too.
 *
 * Every request runs this, so it allocates nothing of its own: callback hooks (an async hook
 * costs a promise and a turn of the queue), one 'finish' listener shared by all responses, and
 * label objects made once per series (modules/metrics/series-labels.ts).
 */
export const requestMetrics = fp<{ metrics: Metrics }>(async (app, { metrics }) => {
  app.decorate('metrics', metrics);
  const labelsOf = seriesLabels();
  function recordAnswer(this: TimedResponse) {
    // Once per answer: app.inject's responses may emit 'finish' twice.
    const labelsFor = this[LABELS];
    if (!labelsFor) return;
    this[LABELS] = undefined;
    const labels = labelsFor(this.statusCode);
    metrics.httpDuration.observe(labels, (performance.now() - this[STARTED]!) / 1000);
  }
  app.decorate('streamStarted', (res: ServerResponse) => recordAnswer.call(res));
  app.addHook('onRequest', (request, reply, done) => {
    const res: TimedResponse = reply.raw;
    res[STARTED] = performance.now();
    // A pattern, never the URL: an unknown path is "unmatched", not a new series.
    res[LABELS] = labelsOf(request.method, request.routeOptions.url ?? 'unmatched');
    res.on('finish', recordAnswer);
    done();
  });
  // The server's own time for each answer, from its arrival until its body is ready (before
  // compression): shown by the browser's network panel, and read by the benchmarks to tell the
  // server's time from the time the client waited.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    done(null, payload);
  });
});
