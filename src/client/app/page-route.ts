import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { RouteHead } from './page-heads';

/** What a route's loader is given: the query client to fill, the URL's parameters and query. */
export interface LoaderContext {
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
}

/**
 * One route of the app, read by the browser's router, the server's renderer and its asset lookup
 * alike. (Declarative routing, not React Router's data routes: see decisions 6 and 31.)
 */
export interface PageRoute {
  /** The path under the root layout; none for a layout route. */
  path?: string;
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
  /**
   * Who may see the page and the pages nested in it: anyone when unset; with 'signed-in', the
   * server sends a signed-out visitor to /sign-in (303) before rendering, and the browser's guard
   * does the same when a session ends; 'signed-in, returning' comes back here after signing in.
   */
  access?: Access;
  children?: PageRoute[];
}

export type Access = 'signed-in' | 'signed-in, returning';
