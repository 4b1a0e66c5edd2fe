import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/account';
import { getJson, type RequestContext } from './http';

export const meKey = ['me'] as const;

/** GET /api/me: the signed-in user's own profile (401 without a session). */
export function getMe(context?: RequestContext): Promise<Me> {
  return getJson<Me>('/api/me', context);
}

export function meQuery() {
  return queryOptions({ queryKey: meKey, queryFn: (context) => getMe(context) });
}

export function useMe() {
  return useQuery(meQuery());
}
