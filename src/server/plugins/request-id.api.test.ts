import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../shared/uploads';
import type { TestContext } from '../test/app';
import { createLoggedTestApp, logSink } from '../test/log-sink';

const sink = logSink();
const { lines } = sink;

let t: TestContext;
beforeAll(async () => {
  t = await createLoggedTestApp(sink);
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/listings?limit=1', headers });

describe('X-Request-Id', () => {
  it("answers with the client's own id when it is sane", async () => {
    const id = 'lb-7f3a.2_request-01';
    expect((await get({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces', 'a b'],
    ['markup', '<script>'],
    ['empty', ''],
  ])('replaces an id with %s by a new one', async (_case, sent) => {
    const answered = (await get({ 'x-request-id': sent })).headers['x-request-id'];
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request a new unique id when none is sent, on errors and on tus answers too', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add(String((await get()).headers['x-request-id']));
    expect(ids.size).toBe(20);
    const missing = await t.app.inject({ method: 'GET', url: '/api/listings/nope' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tus = await t.app.inject({ method: 'OPTIONS', url: UPLOAD_PATH });
    expect(tus.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on every log line of the request', async () => {
    const id = 'trace-me-42';
    await get({ 'x-request-id': id });
    const own = lines.filter((line) => line.requestId === id);
    // At debug level Fastify logs the request coming in and the answer going out.
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
