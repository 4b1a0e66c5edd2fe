import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { escapeHtml } from './html';
import type { SitemapRepository } from './sitemap.repository';

/** The most URLs one sitemap file may hold (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not listings. */
const PAGES = ['/', '/offer', '/category/rent', '/category/sale'];

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/**
 * /robots.txt and /sitemap.xml for search engines. The sitemap lists the public pages and every
 * listing's detail page; past 50,000 URLs it becomes an index of /sitemap.xml?page=N files.
 */
export const seoRoutes =
  (deps: {
    repository: SitemapRepository;
    publicUrl: string;
    /** URLs per sitemap file (tests make it small). */
    maxUrls?: number;
  }): FastifyPluginAsync =>
  async (app) => {
    const { repository, publicUrl, maxUrls = SITEMAP_MAX_URLS } = deps;
    const loc = (path: string) => `<loc>${escapeHtml(publicUrl + path)}</loc>`;

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Disallow: /api/',
            'Disallow: /profile',
            'Disallow: /create-listing',
            'Disallow: /edit-listing/',
            'Disallow: /saved',
            'Disallow: /unsubscribe',
            'Disallow: /verify-email',
            'Disallow: /renew',
            'Disallow: /moderation',
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const query = querySchema.safeParse(request.query);
      if (!query.success) throw notFound('Sitemap');
      const total = await repository.count();
      const files = Math.max(1, Math.ceil(total / maxUrls));
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');

      const page = query.data.page;
      if (page === undefined && files > 1) {
        const entries = Array.from(
          { length: files },
          (_, index) => `<sitemap>${loc(`/sitemap.xml?page=${index + 1}`)}</sitemap>`,
        );
        return xml(`<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>`);
      }
      const number = page ?? 1;
      if (number > files) throw notFound('Sitemap');
      const listings = await repository.page(maxUrls, (number - 1) * maxUrls);
      const urls = [
        ...(number === 1 ? PAGES.map((path) => `<url>${loc(path)}</url>`) : []),
        ...listings.map(
          (listing) =>
            `<url>${loc(`/category/${listing.type}/${listing.id}`)}` +
            `<lastmod>${listing.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return xml(`<urlset xmlns="${SITEMAP_NS}">${urls.join('')}</urlset>`);
    });
  };
