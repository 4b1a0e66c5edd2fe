import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage/storage';
import { clientAssets } from '../../plugins/client-assets';
import { appModule } from '../app-module';
import type { ListingsService } from '../listings/listings.module';
import { createListingPreviews } from './listing-previews';
import { createPageRenderer } from './page-renderer';
import { pageFormsRoutes, type PageFormsOptions } from './page-forms.routes';
import { pagesRoutes } from './pages.routes';
import { seoRoutes } from './seo.routes';
import { createSitemapRepository } from './sitemap.repository';

export interface PagesModuleDeps extends PageFormsOptions {
  db: Db;
  storage: Storage;
  listings: ListingsService;
  log: FastifyBaseLogger;
  /** The browser's build, and the server's build of the pages. */
  clientDir: string;
  ssrDir: string;
}

/**
 * The pages: listings' share pictures, the sitemap and robots.txt, the client's files, the
 * server-rendered pages and the forms their controls post before the app runs. Its routes end with the pages' catch-all, so the app lists it last.
 */
export async function createPagesModule(deps: PagesModuleDeps) {
  const { clientDir, publicUrl } = deps;
  const previews = createListingPreviews({
    storage: deps.storage,
    listings: deps.listings,
    publicUrl,
    log: deps.log,
  });
  const pages = await createPageRenderer({
    clientDir,
    ssrDir: deps.ssrDir,
    head: { publicUrl, preview: previews.describe },
  });
  // fastify-plugin keeps the client's files at the root, where the app registered them before.
  const assets = fp(async (app) => {
    await app.register(clientAssets, { clientDir: pages && clientDir });
  });
  return appModule({
    name: 'pages',
    routes: [
      previews.routes,
      seoRoutes({ repository: createSitemapRepository(deps.db), publicUrl }),
      assets,
      pageFormsRoutes(deps),
      ...(pages ? [pagesRoutes(pages)] : []),
    ],
  });
}
