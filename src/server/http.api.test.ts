import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from './lib/images/image-store';
import { createTestApp, type TestContext } from './test/app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /images/*', () => {
  it('serves stored variants with long-lived cache headers', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2a7' },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(t.storage, 'u1', 'garden.jpg', photo);
    const response = await t.app.inject({ method: 'GET', url: `/${stored.key}/w320.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 404 for a missing image and for a path that tries to escape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/images/nothing/w320.webp' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/images/..%2f..%2fpackage.json' });
    expect(escape.statusCode).toBe(404);
  });
});

describe('GET /api/config', () => {
  it('tells the browser the map tiles, whether geocoding is on and what publishing needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      map: { tileUrl: t.config.map.tileUrl, attribution: t.config.map.attribution },
      geocodingEnabled: true,
      socialProvider: null,
      publishRequiresVerifiedEmail: false,
    });
  });
});

describe('pages and assets without the server build of the pages', () => {
  it('serves the shell for any page whatever the Accept, assets as built, JSON 404 for the rest', async () => {
    const clientDir = path.join(t.dataDir, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    // Over 1 KB, so that the page is compressed.
    const shell = `<!doctype html><title>app</title><p>${'Homes for rent and for sale. '.repeat(50)}</p>`;
    await writeFile(path.join(clientDir, 'index.html'), shell);
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), script);
    await writeFile(
      path.join(clientDir, 'assets', 'main-abc123.js.br'),
      brotliCompressSync(script),
    );
    const { buildApp } = await import('./app');
    const app = await buildApp(t.config, {
      database: t.database,
      storage: t.storage,
      clientDir,
      ssrDir: path.join(t.dataDir, 'no-ssr-build'),
      logger: false,
    });
    try {
      for (const accept of ['text/html', '*/*', undefined]) {
        const page = await app.inject({
          method: 'GET',
          url: '/category/rent/123',
          headers: accept ? { accept } : {},
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('<title>app</title>');
      }
      // HEAD answers the headers GET would: the same encoding, Vary and type, without the body.
      const compressed = { 'accept-encoding': 'br' };
      const get = await app.inject({ method: 'GET', url: '/offer', headers: compressed });
      const head = await app.inject({ method: 'HEAD', url: '/offer', headers: compressed });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
      expect(get.headers['content-encoding']).toBe('br');

      const asset = await app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);

      for (const url of ['/api/unknown', '/assets/missing-1.js', '/images/none']) {
        const missing = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.code).toBe('NOT_FOUND');
      }
      const post = await app.inject({ method: 'POST', url: '/offer' });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers HEAD of an API route with the headers GET gives, compression included', async () => {
    for (const url of ['/api/docs/json', '/api/listings?limit=50', '/api/health']) {
      const headers = { 'accept-encoding': 'br, gzip' };
      const get = await t.app.inject({ method: 'GET', url, headers });
      const head = await t.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
  });

  it('compresses JSON of 1 KB or more as the request allows, and leaves smaller answers alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(big.rawPayload).toString()).toBe(plain.body);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
