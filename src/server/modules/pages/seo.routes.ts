import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { alternatePaths, LANGUAGES, pathInLanguage } from '../../../shared/languages';
import { listingPath } from '../../../shared/listing-price';
import { sitemapPaths, uncrawledPaths } from '../../../shared/page-paths';
import { notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html-escape';
import type { SitemapRepository } from './sitemap.repository';

/** The most URLs one sitemap file may hold (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

// The pages listed and kept from crawlers are the route table's (shared/page-paths.ts).
const PAGES = sitemapPaths();
const UNCRAWLED = uncrawledPaths();

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/**
 * /robots.txt and /sitemap.xml for search engines. The sitemap lists the public pages and every
 * listing's detail page, each in every language with its others as alternates (`xhtml:link`,
 * English also as `x-default`); past 50,000 URLs it becomes an index of /sitemap.xml?page=N
 * files.
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
    const alternates = (page: string) =>
      alternatePaths(page)
        .map(
          ({ hreflang, path }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(publicUrl + path)}"/>`,
        )
        .join('');
    /** The page at (English) `path` in every language, each `<url>` naming the others. */
    const urls = (path: string, extra = '') =>
      LANGUAGES.map(
        (language) =>
          `<url>${loc(pathInLanguage(path, language))}${extra}${alternates(path)}</url>`,
      ).join('');
    // Every page is listed once per language: a file holds as many pages as fit.
    const pagesPerFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            // The API, and the pages that are a person's own or no page to find, in every language.
            'Disallow: /api/',
            ...LANGUAGES.flatMap((language) =>
              UNCRAWLED.map((path) => `Disallow: ${pathInLanguage(path, language)}`),
            ),
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const query = querySchema.safeParse(request.query);
      if (!query.success) throw notFound('Sitemap');
      const total = await repository.count();
      const files = Math.max(1, Math.ceil(total / pagesPerFile));
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
      const listings = await repository.page(pagesPerFile, (number - 1) * pagesPerFile);
      const entries = [
        ...(number === 1 ? PAGES.map((path) => urls(path)) : []),
        ...listings.map((listing) =>
          urls(listingPath(listing), `<lastmod>${listing.updatedAt.toISOString()}</lastmod>`),
        ),
      ];
      return xml(
        `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">${entries.join('')}</urlset>`,
      );
    });
  };
