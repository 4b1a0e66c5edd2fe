import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/account';
import { getJson } from './http';

export const meKey = ['me'] as const;

/** GET /api/me: the signed-in user's own profile (401 without a session). */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return getJson<Me>('/api/me', signal);
}

export function meQuery() {
  return queryOptions({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) });
}

export function useMe() {
  return useQuery(meQuery());
}
