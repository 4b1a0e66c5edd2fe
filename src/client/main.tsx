// First: it configures zod before any page's module can use it.
import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { pageLanguage } from '../shared/texts/language';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { createQueryClient } from './app/query-client';
import { rememberLanguage } from './app/remember-language';
import { PAGE_STATE_ID, readPageState } from './app/page-state';
import { pageBase } from './lib/page-base';

rememberLanguage(pageLanguage);
const queryClient = createQueryClient();

const app = (
  <App
    queryClient={queryClient}
    router={
      // Without transitions a page's spinner shows at once while its code downloads.
      <BrowserRouter useTransitions={false} basename={pageBase || undefined}>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

function start() {
  // The data the server rendered the page with: the page shows it without asking the API again.
  const state = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, readPageState(state));
  const root = document.getElementById('root')!;
  // A page the server rendered is taken over as it is; the development server sends an empty
  // one. Taken over in a transition, React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (a slow phone's long task, its Total Blocking
  // Time); a press meanwhile makes React take over the part pressed first.
  if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// Evaluating the app's modules is a long task of its own on a slow phone: the takeover begins in
// the next one.
setTimeout(start, 0);
