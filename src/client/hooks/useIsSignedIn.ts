import { useSession } from '../api/get-session';

/** True once the session check finds the visitor signed in (account pages then move on). */
export function useIsSignedIn(): boolean {
  const session = useSession();
  return Boolean(session.data);
}
