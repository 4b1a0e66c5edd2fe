import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headersOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers;

describe('security headers', () => {
  it('give a page its policy (the map tiles allowed), frame and opener rules', async () => {
    for (const url of ['/', '/category/rent', '/api/docs/']) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await headersOf('/'))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('give the API’s data only what applies to data, a policy that allows nothing', async () => {
    for (const url of ['/api/health', '/api/listings?limit=1', '/api/nothing-here']) {
      const headers = await headersOf(url);
      expect(headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });
});
