import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { PagePath } from '../../shared/page-paths';
import type { RouteHead } from './page-heads';

/** What a route's loader is given: the query client to fill, the URL's parameters and query. */
export interface LoaderContext {
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
}

/**
 * One route of the app, read by the browser's router, the server's renderer and its asset lookup
 * alike. A page's path and who may see it come from shared/page-paths.ts (a layout route has
 * none), where the server and the route guard read them. (Declarative routing, not React
 * Router's data routes: see decisions 6 and 31.)
 */
export interface PageRoute extends Partial<PagePath> {
  /**
   * The page's module, a source file under src/client: its chunk in the build's manifest, whose
   * scripts and styles a page rendered on the server links. The server checks each at start.
   */
  module: string;
  /** The page, a lazy component of that module. */
  Page: ComponentType;
  /**
   * Starts the queries the page needs first: in the browser while its code downloads, on the
   * server before it renders. A failed request stays in the cache as the query's error.
   */
  loader?: (context: LoaderContext) => Promise<unknown>;
  /** Its title, status and preview data, from what the loader fetched (app/page-heads.ts). */
  head?: RouteHead;
  children?: PageRoute[];
}
