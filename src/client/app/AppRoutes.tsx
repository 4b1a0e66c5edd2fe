import { createElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import type { PageRoute } from './page-route';
import { pageRoutes } from './routes';

const toRouteObject = ({ path, Page, children }: PageRoute): RouteObject => ({
  path,
  element: createElement(Page),
  children: children?.map(toRouteObject),
});

/** The route table (routes.ts) under the root layout. */
const routeObjects: RouteObject[] = [
  { element: createElement(RootLayout), children: pageRoutes.map(toRouteObject) },
];

export function AppRoutes() {
  return useRoutes(routeObjects);
}
