import { createContext } from 'react';
/**
 * Filled while the server renders a page: the page modules it rendered (their scripts and
 * styles go into the head). The browser has none.
 */
export interface ServerPage {
  modules: Set<string>;
}

export const ServerPageContext = createContext<ServerPage | null>(null);
