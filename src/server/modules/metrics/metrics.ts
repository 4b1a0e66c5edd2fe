import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the PostgreSQL pool right now; undefined for the embedded database. */
export type PoolStats = () => { total: number; idle: number; waiting: number } | undefined;

/** Request durations: from a cached answer (~1 ms) to an image upload's last chunk (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Every figure /metrics shows, in a registry of this app's own: buildApp may run several times
 * in one process (tests), and prom-client's global registry would mix their counts. Route labels
 * are route patterns ("/api/listings/:id"), so the number of series stays bounded.
 */
export function createMetrics(poolStats: PoolStats) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  return {
    registry,
    httpDuration,
    // The duration's count per series, read when /metrics is asked: counting each answer a
    // second time cost as much as timing it, on every request.
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
      async collect() {
        this.reset();
        for (const { metricName, labels, value } of (await httpDuration.get()).values) {
          if (metricName === 'http_request_duration_seconds_count') this.inc(labels, value);
        }
      },
    }),
    databasePool: new Gauge({
      name: 'homestead_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
    databaseUnavailable: new Counter({
      name: 'homestead_db_unavailable_total',
      help: 'Requests answered 503 because the database could not be reached',
      registers,
    }),
    uploadBytes: new Counter({
      name: 'homestead_upload_bytes_total',
      help: 'Bytes of photos received and accepted by resumable uploads',
      registers,
    }),
    uploadRequests: new Counter({
      name: 'homestead_upload_requests_total',
      help: 'Upload requests by outcome: chunk (accepted, more to come), completed (image stored), rejected (4xx), failed (5xx)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    imageProcessing: new Histogram({
      name: 'homestead_image_processing_seconds',
      help: 'Time to turn an uploaded photo into its stored variants',
      buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
      registers,
    }),
    jobRuns: new Counter({
      name: 'homestead_job_runs_total',
      help: 'Background job runs made by this instance, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    alertMails: new Counter({
      name: 'homestead_alert_mails_total',
      help: 'Alert mails by outcome: queued (recorded in the outbox), sent, failed (an attempt that failed; retried later)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    listingExpiry: new Counter({
      name: 'homestead_listing_expiry_total',
      help: 'Listings expired, and reminders of an expiry recorded in the mail outbox (sent with the alerts)',
      labelNames: ['event'] as const,
      registers,
    }),
    liveConnections: new Gauge({
      name: 'homestead_live_connections',
      help: 'Live channels (server-sent events, /api/me/events) open on this instance',
      registers,
    }),
    searchMemoryListings: new Gauge({
      name: 'homestead_search_memory_listings',
      help: 'Listings of searched places this instance keeps in memory (SEARCH_MEMORY_LISTINGS at most)',
      registers,
    }),
    searchesInMemory: new Counter({
      name: 'homestead_search_memory_total',
      help: 'Searches of a place that memory could answer, by outcome: answered, not_kept (its cells read meanwhile; the database answered), changed (a cell written since it was read; the database answered)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    liveEvents: new Counter({
      name: 'homestead_live_events_total',
      help: 'Live events by outcome: published (handed to the bus), delivered (written to an open stream), failed (publishing failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'homestead_job_duration_seconds',
      help: 'Background job run time, by job',
      labelNames: ['job'] as const,
      buckets: [0.05, 0.25, 1, 5, 30, 120, 600],
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
