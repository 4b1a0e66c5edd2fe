import { matchRoutes } from 'react-router';
import { signInPath } from '../../shared/next-path';
import { PAGE_PATHS, type PagePath } from '../../shared/page-paths';

/** The pages' paths as the router matches them: the route table's, without its code. */
const paths: (PagePath & { path: string })[] = Object.values(PAGE_PATHS);

/**
 * Where a signed-out visitor of the page at `path` (with its query string) goes instead, by the
 * page's `access` (shared/page-paths.ts): /sign-in, with `next` when the page is returned to;
 * null when anyone may see it. The server's redirect (app/route-data.ts) and the browser's route
 * guard both ask here: apart from the route table, whose pages' chunk holds the guard.
 */
export function signInFor(path: string): string | null {
  const { pathname } = new URL(path, 'http://localhost');
  const access = matchRoutes(paths, pathname)?.at(-1)?.route.access;
  if (!access) return null;
  return access === 'signed-in, returning' ? signInPath(path) : '/sign-in';
}
