import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { sessionQuery } from '../api/get-session';
import { pageRoutes, type PageRoute } from './routes';

/** The route table as the router matches it, each route carrying its own entry. */
const matchable = (routes: PageRoute[]): RouteObject[] =>
  routes.map((route) => ({
    path: route.path,
    handle: route,
    children: route.children && matchable(route.children),
  }));
const routeObjects = matchable(pageRoutes);

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
  const url = new URL(path, 'http://localhost');
  const match = matchRoutes(routeObjects, url.pathname)?.at(-1);
  const route = match?.route.handle as PageRoute | undefined;
  await Promise.all([
    queryClient.prefetchQuery(sessionQuery()),
    route?.loader?.({ queryClient, params: match!.params, search: url.searchParams }),
  ]);
}
