import { describe, expect, it } from 'vitest';
import { ApiRequestError, isNotFound } from '../api/http';
import { createQueryClient } from './query-client';
import { pageState, readPageState } from './page-state';

/** A page's state as it goes from the server's query client to the browser's. */
async function sentThrough(error: Error) {
  const server = createQueryClient({ queries: { retry: false } });
  await server.prefetchQuery({ queryKey: ['item'], queryFn: () => Promise.reject(error) });
  const state = readPageState(JSON.stringify(pageState(server)));
  return state.queries[0]?.state.error;
}

describe('the page state', () => {
  it('carries an API error to the browser as an ApiRequestError', async () => {
    const error = await sentThrough(new ApiRequestError(404, 'NOT_FOUND', 'No such listing'));

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such listing' });
    expect(isNotFound(error)).toBe(true);
  });

  it('carries any other error as a plain Error with its message', async () => {
    const error = await sentThrough(new TypeError('Failed to fetch'));

    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
  });
});
