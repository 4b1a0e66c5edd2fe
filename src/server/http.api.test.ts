import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  it('tells the browser the map tiles and whether geocoding is on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      map: { tileUrl: t.config.map.tileUrl, attribution: t.config.map.attribution },
      geocodingEnabled: true,
      socialProvider: null,
    });
  });
});

describe('the single-page app', () => {
  it('serves index.html for client routes and JSON 404 for the rest', async () => {
    const clientDir = path.join(t.dataDir, 'client');
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    const { buildApp } = await import('./app');
    const app = await buildApp(t.config, {
      database: t.database,
      storage: t.storage,
      clientDir,
      logger: false,
    });
    try {
      const page = await app.inject({
        method: 'GET',
        url: '/category/rent/123',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>app</title>');
      expect(page.headers['cache-control']).toBe('no-cache');

      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const api = await app.inject({
        method: 'GET',
        url: '/api/unknown',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});
