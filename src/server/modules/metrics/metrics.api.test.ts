import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { uploadImage } from '../../test/uploads';

let t: TestContext;
let guarded: TestContext;
const TOKEN = 'metrics-token-0123456789';

beforeAll(async () => {
  t = await createTestApp();
  guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await guarded.close();
});

const scrape = async (ctx: TestContext = t, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one series in Prometheus' text format, 0 when it is absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const missing = [randomUUID(), randomUUID()];
    for (const id of missing) await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    // A POST: with the built pages, every GET path has a route ('/*').
    await t.app.inject({ method: 'POST', url: '/no/such/path/here' });
    const text = await scrape();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(
      valueOf(
        text,
        'http_requests_total{method="GET",route="/api/listings/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(text).toContain('route="unmatched"');
    for (const id of missing) expect(text).not.toContain(id);
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/listings\/:id",status_code="404"\} 2/,
    );
    // Process figures too.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("says the server's own time of each answer in Server-Timing", async () => {
    for (const url of ['/api/search?beds=2', '/api/listings/not-a-uuid', '/no/such/path']) {
      const response = await t.app.inject({ method: 'GET', url });
      const timing = String(response.headers['server-timing']);
      expect(timing, url).toMatch(/^app;dur=\d+\.\d$/);
      expect(Number(timing.slice('app;dur='.length))).toBeLessThan(10_000);
    }
  });

  it('counts uploads, their bytes and the image processing time', async () => {
    const user = await signUp(t);
    await uploadImage(t, user.cookie);
    const text = await scrape();
    expect(valueOf(text, 'homestead_upload_requests_total{outcome="completed"}')).toBe(1);
    expect(valueOf(text, 'homestead_upload_bytes_total')).toBeGreaterThan(10_000);
    expect(valueOf(text, 'homestead_image_processing_seconds_count')).toBe(1);
    // tus answers itself: the request is counted all the same.
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/uploads",status_code="201"\} 1/,
    );
  });

  it('counts background job runs by job and outcome', async () => {
    await t.database.db.execute(sql`update jobs set due_at = now() where name = 'upload-sweep'`);
    expect(await t.app.runDueJobs()).toContain('upload-sweep');
    const text = await scrape();
    expect(valueOf(text, 'homestead_job_runs_total{job="upload-sweep",outcome="success"}')).toBe(1);
    expect(valueOf(text, 'homestead_job_duration_seconds_count{job="upload-sweep"}')).toBe(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('shows the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(valueOf(text, 'homestead_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('keeps each app its own figures (two apps in one process)', async () => {
    const before = valueOf(
      await scrape(guarded, { authorization: `Bearer ${TOKEN}` }),
      'homestead_upload_requests_total{outcome="completed"}',
    );
    expect(before).toBe(0);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const none = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await scrape(guarded, { authorization: `Bearer ${TOKEN}` })).toContain(
      'http_requests_total',
    );
  });

  it('without a token, answers 404 to a request a balancer forwarded', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('is not in the API description', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.body).not.toContain('/metrics');
  });
});
