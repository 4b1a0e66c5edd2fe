import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageBase,
  languageOfPath,
  type Language,
} from '../../../shared/languages';
import type { PageNotice } from '../../../shared/page-notice';
import type { ApiTransport, RedirectedPage, ServerEntry } from '../../../shared/page-rendering';
import { scriptJson } from './html';
import { createPageAssets } from './page-assets';
import { pageHead, type HeadContext } from './page-head';
import { readPageTemplate } from './page-template';

export interface RenderedHtml {
  status: number;
  /** The whole document: sent (and compressed) in one piece, with its length. */
  html: string | Buffer;
  /** Where a visitor who may not see the page goes instead (303, no document). */
  location?: string;
  /** The listing form's message to show there. */
  notice?: RedirectedPage['notice'];
}

export interface PageRenderer {
  /** The whole HTML of the page at `url`, its data read through `transport`. */
  render(url: string, transport: ApiTransport, notice?: PageNotice | null): Promise<RenderedHtml>;
  /** index.html as built, in the language of `url`: the browser renders the page. */
  shell(url: string): RenderedHtml;
}

export interface PageRendererOptions {
  /** The browser's build (index.html, assets, Vite's manifest). */
  clientDir: string;
  /** The server's build of the pages (entry-server.js). */
  ssrDir: string;
  head: Omit<HeadContext, 'defaultDescription'>;
}

/**
 * Renders pages with the server's builds of the client, one per language: English at the site's
 * root, each other language under its base (/hi), from the build in the same folder of
 * `clientDir` and `ssrDir`. Without the server's build (tests of the API, the development
 * server) every page is the bare shell, which the browser renders; without a client build
 * there is no page at all (null). A language whose build is missing is not served.
 */
export async function createPageRenderer(
  options: PageRendererOptions,
): Promise<PageRenderer | null> {
  const renderers = new Map<Language, PageRenderer>();
  for (const language of LANGUAGES) {
    const base = languageBase(language);
    const renderer = await createLanguageRenderer(
      {
        ...options,
        clientDir: path.join(options.clientDir, base),
        ssrDir: path.join(options.ssrDir, base),
      },
      language,
    );
    if (renderer) renderers.set(language, renderer);
  }
  const fallback = renderers.get(DEFAULT_LANGUAGE);
  if (!fallback) return null;
  const of = (url: string) => renderers.get(languageOfPath(url)) ?? fallback;
  return {
    render: (url, transport, notice) => of(url).render(url, transport, notice),
    shell: (url) => of(url).shell(url),
  };
}

async function createLanguageRenderer(
  options: PageRendererOptions,
  language: Language,
): Promise<PageRenderer | null> {
  const { clientDir, ssrDir } = options;
  if (!existsSync(path.join(clientDir, 'index.html'))) return null;
  const index = readFileSync(path.join(clientDir, 'index.html'));
  const shell = () => ({ status: 200, html: index });
  const entryFile = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entryFile)) return { render: async () => shell(), shell };
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  if (entry.language !== language) {
    throw new Error(`${entryFile} renders pages in "${entry.language}", not "${language}"`);
  }
  const base = languageBase(language);
  const template = readPageTemplate(clientDir, base);
  const pageAssets = createPageAssets(clientDir, base, entry.PAGE_SCRIPTS_ID, entry.routeModules());
  const head: HeadContext = { ...options.head, defaultDescription: template.description };

  return {
    shell,
    async render(url, transport, notice) {
      const page = await entry.renderPage(url, transport, notice);
      if (page.redirect !== undefined) {
        return { status: 303, html: '', location: page.redirect, notice: page.notice };
      }
      const assets = pageAssets(page.modules);
      // The page is complete when rendered (prerender): one string, not a stream of small chunks
      // that the compressor would take one by one.
      const html =
        template.head +
        pageHead({ ...page.meta, title: page.title, url, language }, head) +
        assets.styles +
        template.body +
        (await text(page.html)) +
        `</div><script type="application/json" id="${entry.PAGE_STATE_ID}">` +
        `${scriptJson(page.state)}</script>${template.scripts}${assets.scripts}${template.end}`;
      return { status: page.status, html };
    },
  };
}
