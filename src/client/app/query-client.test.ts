import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/http';
import { sessionKey } from '../api/session-key';
import { createQueryClient, shouldRetry } from './query-client';

const session = { session: { id: 's1', expiresAt: '' }, user: { id: 'u1', name: 'A', email: '' } };
const refusal = (status: number) => new ApiRequestError(status, 'X', 'x');

describe('createQueryClient', () => {
  it('ends the session on a 401 of any query or mutation', async () => {
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(sessionKey, session);
    await queryClient
      .fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(refusal(401)) })
      .catch(() => {});
    expect(queryClient.getQueryData(sessionKey)).toBeNull();

    queryClient.setQueryData(sessionKey, session);
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(refusal(401)) });
    await mutation.execute(undefined).catch(() => {});
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
  });

  it('keeps the session on any other failure', async () => {
    const queryClient = createQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(sessionKey, session);
    for (const error of [refusal(403), refusal(500), new Error('offline')]) {
      await queryClient
        .fetchQuery({ queryKey: ['x', error.message], queryFn: () => Promise.reject(error) })
        .catch(() => {});
    }
    expect(queryClient.getQueryData(sessionKey)).toEqual(session);
  });
});

describe('shouldRetry', () => {
  it('retries a network or server error once, never a refusal', () => {
    expect(shouldRetry(0, new Error('offline'))).toBe(true);
    expect(shouldRetry(0, refusal(503))).toBe(true);
    expect(shouldRetry(1, refusal(503))).toBe(false);
    expect(shouldRetry(0, refusal(404))).toBe(false);
  });
});
