import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/http';

/** The id of the script element that carries a rendered page's query data. */
export const PAGE_STATE_ID = 'page-state';

/**
 * An error as the page's state carries it: an Error's message would not survive JSON. Only an
 * API error has a status and a code.
 */
interface SentError {
  name: string;
  status?: number;
  code?: string;
  message: string;
}

/**
 * The query data a page was rendered with, for the browser's query client. Failed queries go
 * too (a missing listing shows its message at once, as rendered), their errors as plain data.
 */
export function pageState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error) {
      const { name, message } = error;
      const sent: SentError =
        error instanceof ApiRequestError
          ? { name, status: error.status, code: error.code, message }
          : { name, message };
      query.state.error = sent as unknown as Error;
    }
  }
  return state;
}

/**
 * The page's state as the browser reads it (the JSON of `pageState`): each error an
 * ApiRequestError again, so that one check (`instanceof`) recognises an API error on both sides.
 */
export function readPageState(json: string): DehydratedState {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null;
    if (!sent) continue;
    query.state.error =
      sent.status !== undefined && sent.code !== undefined
        ? new ApiRequestError(sent.status, sent.code, sent.message)
        : Object.assign(new Error(sent.message), { name: sent.name });
  }
  return state;
}
