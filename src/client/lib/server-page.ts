import { createContext } from 'react';
import type { PageMeta } from '../../shared/page-rendering';

export type { PageMeta };

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
