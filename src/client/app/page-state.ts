import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the script element that carries a rendered page's query data. */
export const PAGE_STATE_ID = 'page-state';

/**
 * The query data a page was rendered with, for the browser's query client. Failed queries go
 * too (a missing listing shows its message at once, as rendered), their errors as plain data:
 * an Error's message would not survive JSON.
 */
export function pageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error as { status?: number; code?: string; message?: string } | null;
    if (error) {
      const { status, code, message } = error;
      query.state.error = { name: 'ApiRequestError', status, code, message } as Error;
    }
  }
  return state;
}
