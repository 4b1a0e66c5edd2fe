import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../shared/page-paths';
import { signInFor } from './page-access';
import type { PageRoute } from './page-route';
import { pageRoutes } from './routes';

/** Each route with a path, with what it says of who may see it. */
const routesOf = (routes: PageRoute[]): { path?: string; access?: string }[] =>
  routes.flatMap(({ path, access, children }) => [
    ...(path === undefined ? [] : [{ path, access }]),
    ...routesOf(children ?? []),
  ]);

describe('who may see a page', () => {
  it('is read from the pages the route table has, each once', () => {
    const facts = Object.values(PAGE_PATHS).map(({ path, ...rest }) => ({
      path,
      access: 'access' in rest ? rest.access : undefined,
    }));
    expect(routesOf(pageRoutes)).toEqual(expect.arrayContaining(facts));
    expect(routesOf(pageRoutes)).toHaveLength(facts.length);
    // A layout route says nothing: the guard's pages carry their access.
    const layouts = pageRoutes.filter((route) => route.path === undefined);
    expect(layouts.map((route) => route.access)).toEqual(layouts.map(() => undefined));
  });

  it.each([
    ['/profile', '/sign-in'],
    ['/create-listing', '/sign-in'],
    ['/edit-listing/abc', '/sign-in'],
    ['/saved', '/sign-in?next=/saved'],
    ['/saved?tab=searches', '/sign-in?next=/saved%3Ftab%3Dsearches'],
    ['/', null],
    ['/category/rent/abc', null],
    ['/sign-in', null],
    ['/moderation', null],
    ['/no-such-page', null],
  ])('a signed-out visitor of %s goes to %s', (path, to) => {
    expect(signInFor(path)).toBe(to);
  });
});
