import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../shared/schemas/user';
import { getJson, type RequestContext } from './http';

/** GET /api/users/:id: a user's public profile (name and e-mail for the contact page). */
export function getUser(id: string, context?: RequestContext): Promise<PublicUser> {
  return getJson<PublicUser>(`/api/users/${encodeURIComponent(id)}`, context);
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: ['users', id] as const,
    queryFn: (context) => getUser(id, context),
  });
}

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
