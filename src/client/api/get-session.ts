import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type RequestContext } from './http';
import { sessionKey } from './session-key';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Verified by a mailed link or a social provider (docs/product.md#accounts). */
  emailVerified: boolean;
  /** The account's e-mail is one ADMIN_EMAILS names: it has the navigation's "Moderation". */
  moderator: boolean;
}

/** GET /api/auth/get-session: the signed-in user and their session, or null. */
export interface Session {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

export function getSession(context?: RequestContext): Promise<Session | null> {
  return getJson<Session | null>('/api/auth/get-session', context);
}

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: (context) => getSession(context),
    staleTime: 30_000,
  });
}

/** The visitor's session: `data` is null when nobody is signed in. */
export function useSession() {
  return useQuery(sessionQuery());
}
