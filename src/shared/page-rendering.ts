import type { DehydratedState } from '@tanstack/react-query';
import type { Readable } from 'node:stream';
import type { Language } from './languages';
import type { PageNotice } from './page-notice';
import type { Listing } from './schemas/listing';

/**
 * The contract between the server and the client's server entry (src/client/entry-server.tsx),
 * which the server loads from its build to render pages: what it is given, what it answers.
 */

/** The status and body text of one GET to our API. */
export interface ApiAnswer {
  status: number;
  text: string;
}

/** Answers a GET of our API without the network: the server's own routes while it renders. */
export type ApiTransport = (path: string) => Promise<ApiAnswer>;

/** What a page says about itself for the document's head and the answer's status. */
export interface PageMeta {
  /** The page's own title; the app's name is added to it. Null while its data loads. */
  title: string | null;
  /** The `<meta name="description">` text; the app's description when absent. */
  description?: string;
  /** The listing a detail page shows: its canonical URL, preview tags and structured data. */
  listing?: Listing;
  /** 404 for a page that shows that what was asked for does not exist. */
  status?: number;
  /**
   * A page that sends its visitor elsewhere before rendering (303): where, and the toast of
   * the listing form's texts to show there.
   */
  redirect?: { to: string; notice: 'listingMissing' | 'notOwner' };
}

export interface RenderedPage {
  status: number;
  /** Where the visitor is sent instead (a signed-in page asked by a visitor): no page. */
  redirect?: undefined;
  /** The document title: "<page title> · Homestead". */
  title: string;
  meta: PageMeta;
  /** The page modules rendered (source files under src/client), for their scripts and styles. */
  modules: string[];
  /** The query data to hand to the browser's query client. */
  state: DehydratedState;
  /** The page's HTML: the inside of the root element. */
  html: Readable;
}

/** A page the visitor may not see: where they go instead, answered 303 before any rendering. */
export interface RedirectedPage {
  redirect: string;
  notice?: NonNullable<PageMeta['redirect']>['notice'];
}

/** What the server entry's build exports. */
export interface ServerEntry {
  /** Renders the page at `url`, its data read through `transport`. */
  renderPage(
    url: string,
    transport: ApiTransport,
    notice?: PageNotice | null,
  ): Promise<RenderedPage | RedirectedPage>;
  /** The id of the JSON script element that carries the page's query data. */
  PAGE_STATE_ID: string;
  /** The id of the template that names the page's chunks as module preloads. */
  PAGE_SCRIPTS_ID: string;
  /** The modules the route table names (source files under src/client), each a chunk. */
  routeModules(): string[];
  /** The language of this build's pages: they are rendered at paths under its base. */
  language: Language;
}
