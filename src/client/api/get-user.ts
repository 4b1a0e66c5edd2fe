import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../shared/schemas/user';
import { getJson } from './http';

/** GET /api/users/:id: a user's public profile (name and e-mail for the contact page). */
export function getUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return getJson<PublicUser>(`/api/users/${encodeURIComponent(id)}`, signal);
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: ['users', id] as const,
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
