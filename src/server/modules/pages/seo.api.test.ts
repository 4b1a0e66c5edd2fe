import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing, insertUser } from '../../test/factories';
import { seoRoutes } from './seo.routes';
import { createSitemapRepository } from './sitemap.repository';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap and keeps crawlers out of the API and the account pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /saved');
    expect(response.body).toContain('Disallow: /unsubscribe');
    expect(response.body).toContain('Disallow: /verify-email');
    expect(response.body).toContain('Disallow: /renew');
    expect(response.body).toContain('Disallow: /moderation');
    expect(response.body).toContain('Disallow: /hi/saved');
    expect(response.body).toContain('Disallow: /hi/profile');
  });

  it('the sitemap lists the public pages and every listing, each in English and Hindi', async () => {
    const user = await insertUser(t.database.db);
    const listing = await insertListing(t.database.db, user.id, { type: 'sale' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(`<loc>${t.config.publicUrl}/category/rent</loc>`);
    expect(response.body).toContain(
      `<loc>${t.config.publicUrl}/category/sale/${listing.id}</loc><lastmod>`,
    );
    expect(response.body).toContain(`<loc>${t.config.publicUrl}/hi/category/rent</loc>`);
    expect(response.body).toContain(
      `<loc>${t.config.publicUrl}/hi/category/sale/${listing.id}</loc><lastmod>`,
    );
    // Each of the two names both, and English as the default.
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${t.config.publicUrl}/category/sale/${listing.id}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${t.config.publicUrl}/hi/category/sale/${listing.id}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${t.config.publicUrl}/category/sale/${listing.id}"/>`;
    expect(response.body.split(alternates)).toHaveLength(3);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('past the most URLs one file may hold, /sitemap.xml is an index of its pages', async () => {
    const user = await insertUser(t.database.db);
    for (let i = 0; i < 5; i++) await insertListing(t.database.db, user.id);
    const repository = createSitemapRepository(t.database.db);
    const total = await repository.count();
    const app = Fastify();
    // Four URLs a file: two listings, each in two languages.
    await app.register(seoRoutes({ repository, publicUrl: 'https://homes.example', maxUrls: 4 }));
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(files).toHaveLength(Math.ceil(total / 2));
      const listed: string[] = [];
      for (const file of files) {
        const page = await app.inject({
          method: 'GET',
          url: new URL(file).pathname + new URL(file).search,
        });
        expect(page.statusCode).toBe(200);
        listed.push(
          ...[...page.body.matchAll(/<loc>[^<]+\/category\/\w+\/([^<]+)<\/loc>/g)].map(
            (m) => m[1]!,
          ),
        );
      }
      expect(listed).toHaveLength(2 * total);
      expect(new Set(listed).size).toBe(total);
      const past = await app.inject({
        method: 'GET',
        url: `/sitemap.xml?page=${files.length + 1}`,
      });
      expect(past.statusCode).toBe(404);
      const bad = await app.inject({ method: 'GET', url: '/sitemap.xml?page=abc' });
      expect(bad.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
