import { createContext } from 'react';
import type { Listing } from '../../shared/schemas/listing';

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
}

/**
 * Filled while the server renders a page: the head and status the page asked for, and the
 * page modules it rendered (their scripts and styles go into the head). The browser has none.
 */
export interface ServerPage {
  /** Called by the page as it renders (the innermost call wins). */
  describe(meta: PageMeta): void;
  modules: Set<string>;
}

export const ServerPageContext = createContext<ServerPage | null>(null);
