import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-errors';
import { errorHandler } from './error-handler';
import { inputHygiene } from './input-hygiene';

/** `{"a":{"a":…}}` nested `depth` objects deep. */
const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

let app: FastifyInstance;
/** Requests that reached a handler. */
let handled = 0;

beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(inputHygiene);
  app.get('/items/:id', async (request) => {
    handled++;
    return { params: request.params, query: request.query };
  });
  app.post('/echo', async (request) => {
    handled++;
    return { body: request.body };
  });
  // Like /api/auth: its own parsers, the body handed on as bytes.
  await app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    child.post('/raw', async (request) => {
      handled++;
      return { bytes: (request.body as Buffer).length };
    });
  });
  await app.ready();
});
afterAll(() => app.close());

async function expectRejected(request: InjectOptions, message: string | RegExp) {
  const before = handled;
  const response = await app.inject(request);
  expect(response.statusCode).toBe(400);
  const { error } = response.json<ApiErrorBody>();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.message).toMatch(message);
  expect(error.issues).toEqual([{ path: expect.any(Array), message: error.message }]);
  expect(handled).toBe(before);
}

const postJson = (url: string, payload: string) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

describe('the URL', () => {
  it.each([
    ['a NUL in a path parameter', '/items/%00', /NUL character \(%00\)/],
    ['a NUL in the query string', '/items/a?owner=x%00y', /NUL character \(%00\)/],
    ['a lone surrogate written as bytes (WTF-8)', '/items/a?q=%ED%A0%80', /UTF-8 text/],
    ['a byte that starts no UTF-8 character', '/items/a?q=%FF', /%FF is not/],
    ['a character cut short', '/items/a?q=%E2%82', /UTF-8 text/],
  ])('refuses %s before any handler', (_label, url, message) =>
    expectRejected({ method: 'GET', url }, message),
  );

  it("leaves a path the router cannot decode to Fastify's own 400", async () => {
    const response = await app.inject({ method: 'GET', url: '/items/%FF' });
    // Answered by Fastify's router itself, in its own shape (the error handler never sees it).
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_BAD_URL' });
  });

  it('passes UTF-8 text through, decoded as before', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/%C3%A9t%C3%A9?q=%E2%82%AC+1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id: 'été' }, query: { q: '€ 1' } });
  });
});

describe('JSON bodies', () => {
  it.each([
    ['a NUL in a value', '{"name":"Bad\\u0000name"}', /^name must not contain a NUL/],
    ['a lone surrogate in an array', '{"a":["ok","\\ud800"]}', /^a\.1 must be valid Unicode/],
    ['a lone low surrogate', '["\\udc00x"]', /^0 must be valid Unicode/],
    ['a NUL in a field name', '{"a\\u0000":1}', /^A field name must not contain a NUL/],
  ])('refuses %s', (_label, payload, message) =>
    expectRejected(postJson('/echo', payload), message),
  );

  it('accepts 20 levels of nesting and refuses 21', async () => {
    const ok = await app.inject(postJson('/echo', nested(20)));
    expect(ok.statusCode).toBe(200);
    await expectRejected(postJson('/echo', nested(21)), /nest deeper than 20 levels/);
  });

  it('refuses 5,000 levels (30 KB) at once, without parsing them', async () => {
    const started = performance.now();
    await expectRejected(postJson('/echo', nested(5000)), /nest deeper than 20 levels/);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('counts brackets in strings as text, not nesting', async () => {
    const payload = JSON.stringify({ text: '[[[[{{{{'.repeat(10), escaped: '\\"[[[[[[' });
    const response = await app.inject(postJson('/echo', payload));
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual(JSON.parse(payload));
  });

  it('keeps valid text, surrogate pairs included', async () => {
    const body = { name: 'Ünïcødé 😀 \t tab', list: [1, true, null, 'ok'] };
    const response = await app.inject(postJson('/echo', JSON.stringify(body)));
    expect(response.json()).toEqual({ body });
  });

  it('refuses a body over 64 KiB with 413, as before for 1 MiB', async () => {
    const response = await app.inject(
      postJson('/echo', JSON.stringify({ text: 'x'.repeat(64 * 1024) })),
    );
    expect(response.statusCode).toBe(413);
  });

  it("answers empty, broken and __proto__ JSON as Fastify's own parser did", async () => {
    for (const [payload, code] of [
      ['', 'FST_ERR_CTP_EMPTY_JSON_BODY'],
      ['{"a":', 'FST_ERR_CTP_INVALID_JSON_BODY'],
      ['{"__proto__":{"admin":true}}', 'FST_ERR_CTP_INVALID_JSON_BODY'],
    ]) {
      const response = await app.inject(postJson('/echo', payload!));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    }
  });

  it('checks text/plain bodies too', () =>
    expectRejected(
      { method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'a\0b' },
      /NUL/,
    ));
});

describe('raw bodies of a route with its own parser (as /api/auth)', () => {
  it.each([
    ['JSON with a NUL', 'application/json', '{"name":"a\\u0000"}', /^name must not contain a NUL/],
    ['JSON with a lone surrogate', 'application/json', '{"name":"\\ud800"}', /Unicode/],
    ['JSON 5,000 levels deep', 'application/json', nested(5000), /deeper than 20/],
    ['+json with a NUL', 'application/vnd.api+json', '["\\u0000"]', /NUL/],
    [
      'a form with %00',
      'application/x-www-form-urlencoded',
      'name=a%00b',
      /^name must not contain a NUL/,
    ],
    ['text with a NUL byte', 'text/plain', 'a\0b', /NUL/],
  ])('refuses %s', (_label, contentType, payload, message) =>
    expectRejected(
      { method: 'POST', url: '/raw', headers: { 'content-type': contentType }, payload },
      message,
    ),
  );

  it('hands valid and even broken JSON on untouched (its reader answers broken JSON)', async () => {
    for (const payload of ['{"email":"a@b.c","name":"Zoë"}', '{"email":']) {
      const response = await app.inject(postJson('/raw', payload));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bytes: Buffer.byteLength(payload) });
    }
  });
});
