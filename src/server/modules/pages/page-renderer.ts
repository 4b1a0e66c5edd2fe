import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { ApiTransport, ServerEntry } from '../../../shared/page-rendering';
import { scriptJson } from './html';
import { createPageAssets } from './page-assets';
import { pageHead, type HeadContext } from './page-head';
import { readPageTemplate } from './page-template';

export interface RenderedHtml {
  status: number;
  /** The whole document: sent (and compressed) in one piece, with its length. */
  html: string | Buffer;
}

export interface PageRenderer {
  /** The whole HTML of the page at `url`, its data read through `transport`. */
  render(url: string, transport: ApiTransport): Promise<RenderedHtml>;
  /** index.html as built: the browser renders the page (when the server could not). */
  shell(): RenderedHtml;
}

export interface PageRendererOptions {
  /** The browser's build (index.html, assets, Vite's manifest). */
  clientDir: string;
  /** The server's build of the pages (entry-server.js). */
  ssrDir: string;
  head: Omit<HeadContext, 'defaultDescription'>;
}

/**
 * Renders pages with the server's build of the client. Without that build (tests of the API,
 * the development server) every page is the bare shell, which the browser renders; without a
 * client build there is no page at all (null).
 */
export async function createPageRenderer(
  options: PageRendererOptions,
): Promise<PageRenderer | null> {
  const { clientDir, ssrDir } = options;
  if (!existsSync(path.join(clientDir, 'index.html'))) return null;
  const index = readFileSync(path.join(clientDir, 'index.html'));
  const shell = () => ({ status: 200, html: index });
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entryFile)) return { render: async () => shell(), shell };
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readPageTemplate(clientDir);
  const pageAssets = createPageAssets(clientDir, entry.PAGE_SCRIPTS_ID, entry.routeModules());
  const head: HeadContext = { ...options.head, defaultDescription: template.description };

  return {
    shell,
    async render(url, transport) {
      const page = await entry.renderPage(url, transport);
      const assets = pageAssets(page.modules);
      // The page is complete when rendered (prerender): one string, not a stream of small chunks
      // that the compressor would take one by one.
      const html =
        template.head +
        pageHead({ ...page.meta, title: page.title }, head) +
        assets.styles +
        template.body +
        (await text(page.html)) +
        `</div><script type="application/json" id="${entry.PAGE_STATE_ID}">` +
        `${scriptJson(page.state)}</script>${template.scripts}${assets.scripts}${template.end}`;
      return { status: page.status, html };
    },
  };
}
