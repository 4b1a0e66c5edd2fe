import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { sessionKey } from '../api/session-key';
import { ApiRequestError } from '../api/http';

/** Retries once, and only what a second try can fix: network errors and server errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

const appDefaults: DefaultOptions = {
  queries: {
    staleTime: 60_000,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    // A failed query shows its failure until asked again (a "Try again" button, a reload), also
    // when a page mounts it anew: a page the server rendered with a failure (a missing listing)
    // then shows the same in its first render in the browser.
    retryOnMount: false,
  },
};

/**
 * The app's query client. A 401 from any query or mutation means the session has ended (it
 * expired, or the user signed out in another tab): the cached session becomes null here, once
 * for every request, and the route guard then sends a protected page to /sign-in. (A wrong
 * password answers 401 too: the visitor is signed out already.)
 */
export function createQueryClient(defaultOptions = appDefaults): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      queryClient.setQueryData(sessionKey, null);
    }
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions,
  });
  return queryClient;
}
