import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { PageMeta } from '../../shared/page-rendering';
import { sessionQuery } from '../api/get-session';
import { signInFor } from './page-access';
import type { LoaderContext, PageRoute } from './page-route';
import { pageRoutes } from './routes';

/** The route table as the router matches it, each route carrying its own entry. */
const matchable = (routes: PageRoute[]): RouteObject[] =>
  routes.map((route) => ({
    path: route.path,
    handle: route,
    children: route.children && matchable(route.children),
  }));
const routeObjects = matchable(pageRoutes);

type PageMatch = { routes: PageRoute[]; params: Params };

/**
 * The last path matched and its match. The browser asks for the page's head again on every change
 * of the query cache (DocumentTitle): dozens of times while a page is taken over, and the router
 * flattens and ranks the whole route table on each call.
 */
let last: { pathname: string; match: PageMatch } | undefined;

/** The routes of `path` (with its query string), layouts first, and its parameters. */
function matchPage(path: string) {
  const url = new URL(path, 'http://localhost');
  if (last?.pathname !== url.pathname) {
    const matches = matchRoutes(routeObjects, url.pathname) ?? [];
    const match = {
      routes: matches.map((m) => m.route.handle as PageRoute),
      params: matches.at(-1)?.params ?? {},
    };
    last = { pathname: url.pathname, match };
  }
  return { ...last.match, search: url.searchParams };
}

/**
 * Runs the loader of the route at `path` (with its query string), and asks who is signed in: the
 * header shows it on every page and several pages render by it, so the page the server renders
 * is the one the browser hydrates (a session arriving while a page's code loads would otherwise
 * make the browser render another page than the server's). The browser does not wait: its
 * requests run while the page's code downloads instead of after. The server waits, and renders
 * the page with them. A failed request stays in the cache as the query's error (prefetches never
 * throw).
 */
export async function prefetchRoute(queryClient: QueryClient, path: string): Promise<void> {
  const { routes, params, search } = matchPage(path);
  await Promise.all([
    queryClient.prefetchQuery(sessionQuery()),
    routes.at(-1)?.loader?.({ queryClient, params, search }),
  ]);
}

/**
 * What the page at `path` says of itself, from the data in the cache: the page's head, passed
 * out through its layouts (a route guard withholds it while it shows no page).
 */
export function pageHead(queryClient: QueryClient, path: string): PageMeta {
  const { routes, params, search } = matchPage(path);
  const context: LoaderContext = { queryClient, params, search };
  return routes.reduceRight<PageMeta>(
    (inner, route) => (route.head ? route.head(context, inner) : inner),
    { title: null },
  );
}

/**
 * Where the server sends a signed-out visitor of the page at `path` (app/page-access.ts). Only a
 * session known to be absent sends anyone away: when it could not be asked, the page renders
 * and the browser's guard decides.
 */
export function signInRedirect(queryClient: QueryClient, path: string): string | null {
  const session = queryClient.getQueryState(sessionQuery().queryKey);
  if (session?.status !== 'success' || session.data) return null;
  return signInFor(path);
}
