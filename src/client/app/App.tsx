import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { HydratedProvider } from '../hooks/useHydrated';
import { ServerNotice } from './ServerNotice';
import { Toasts } from './Toasts';

interface AppProps {
  queryClient: QueryClient;
  /** The router with the app's routes: the browser's history, or the server's one URL. */
  router: ReactNode;
}

/** The whole app around its router: the same tree in the browser and on the server. */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydratedProvider>
          {router}
          <ServerNotice />
          <Toasts />
        </HydratedProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
