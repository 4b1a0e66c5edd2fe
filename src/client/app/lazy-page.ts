import { createElement, lazy, useContext, type ComponentType } from 'react';
import { ServerPageContext } from '../lib/server-page';

/**
 * A page in a chunk of its own, downloaded when first shown. `module` is its source file under
 * src/client: rendered on the server, the page names it, so the HTML links that chunk's
 * scripts and styles and the page shows styled before its script has run.
 */
export function lazyPage(module: string, load: () => Promise<ComponentType>): ComponentType {
  const LazyPage = lazy(() => load().then((component) => ({ default: component })));
  return function Page() {
    useContext(ServerPageContext)?.modules.add(module);
    return createElement(LazyPage);
  };
}
