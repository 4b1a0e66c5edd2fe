import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Readable } from 'node:stream';
import { NOTICE_QUERY_KEY, type PageNotice } from '../shared/page-notice';
import type { ApiTransport, RedirectedPage, RenderedPage } from '../shared/page-rendering';
import { pageLanguage } from '../shared/texts/language';
import { answerQueriesWith } from './api/http';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { pageState } from './app/page-state';
import { pageHead, prefetchRoute, signInRedirect } from './app/route-data';
import { createQueryClient } from './app/query-client';
import { documentTitle } from './hooks/useDocumentTitle';
import { pageBase } from './lib/page-base';
import { ServerPageContext, type ServerPage } from './lib/server-page';

export { PAGE_STATE_ID } from './app/page-state';
export { PAGE_SCRIPTS_ID } from './app/page-scripts';
export { routeModules } from './app/routes';
export { pageLanguage as language };

/**
 * Renders the page at `url` on the server (the server's entry, built with the client's code, and
 * loaded by the server as a `ServerEntry` of src/shared/page-rendering.ts):
 * its data is loaded first through `transport`, then the whole page is rendered, chunks and
 * all, so the HTML is complete and the status known before the first byte is sent.
 */
export async function renderPage(
  url: string,
  transport: ApiTransport,
  notice?: PageNotice | null,
): Promise<RenderedPage | RedirectedPage> {
  // One client per page, never shared: no visitor's data can reach another's page.
  const queryClient = createQueryClient({
    queries: { retry: false, retryOnMount: false, staleTime: Infinity },
  });
  answerQueriesWith(queryClient, transport);
  // Shown in the page as rendered (app/ServerNotice.tsx), and by the browser from its data.
  if (notice) queryClient.setQueryData(NOTICE_QUERY_KEY, notice);
  // The route table's paths are the language's own: "/hi/search" is "/search" in Hindi.
  const path = url.slice(pageBase.length) || '/';
  await prefetchRoute(queryClient, path);
  const signIn = signInRedirect(queryClient, path);
  if (signIn) return { redirect: pageBase + signIn };
  const meta = pageHead(queryClient, path);
  if (meta.redirect) return { redirect: pageBase + meta.redirect.to, notice: meta.redirect.notice };
  const page: ServerPage = { modules: new Set() };
  const app = (
    <ServerPageContext value={page}>
      <App
        queryClient={queryClient}
        router={
          <StaticRouter location={url} basename={pageBase || undefined}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </ServerPageContext>
  );
  // Rendered whole before the first byte (prerender, not renderToPipeableStream): the status
  // must be known first. Every boundary goes out in place, however large: one sent apart would
  // need an inline script to move it, which the Content Security Policy forbids.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  // The caller serves the bare shell instead, which the browser renders.
  if (failure !== undefined) throw failure;
  return {
    status: meta.status ?? 200,
    title: documentTitle(meta.title),
    meta,
    modules: [...page.modules],
    state: pageState(queryClient),
    html: prelude as Readable,
  };
}
