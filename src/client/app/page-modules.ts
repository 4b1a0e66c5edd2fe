import type { ComponentType } from 'react';
import type * as AccountPages from './account-pages';
import { lazyPage } from './lazy-page';

/**
 * The pages in chunks of their own, each loaded on first use: Vite makes one chunk per file
 * here, as for a written `import()`. The account pages are not among them: they come in one
 * chunk together (account-pages.ts), which a module of their own each would split.
 */
const ownChunks = import.meta.glob<Record<string, ComponentType>>([
  '../pages/*/*Page.tsx',
  '!../pages/{sign-in,sign-up,forgot-password,reset-password,verify-email,profile,listing-form}/*',
]);

/**
 * The page of `module` (under src/client), in a chunk of its own: the component its file is
 * named after ("pages/saved/SavedPage.tsx" shows SavedPage).
 */
export function page(module: `pages/${string}/${string}Page.tsx`) {
  const load = ownChunks[`../${module}`];
  if (!load) throw new Error(`${module}: no such page, or an account page (account-pages.ts)`);
  const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);
  return { module, Page: lazyPage(module, () => load().then((exports) => exports[name]!)) };
}

// The account pages and the route guard share one chunk (see account-pages.ts).
export const accountPage = (name: keyof typeof AccountPages.accountPages) => ({
  module: 'app/account-pages.ts',
  Page: lazyPage('app/account-pages.ts', () =>
    import('./account-pages').then((m) => m.accountPages[name]),
  ),
});
