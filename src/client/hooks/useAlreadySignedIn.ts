import { useSession } from '../api/get-session';

/**
 * True when the visitor came to a sign-in or sign-up page already signed in: the page then moves
 * on to /profile. Not once the page's own request (`pending`, `done`) has signed them in: that
 * page goes on to / itself.
 */
export function useAlreadySignedIn(request: { isPending: boolean; isSuccess: boolean }): boolean {
  const session = useSession();
  return Boolean(session.data) && !request.isPending && !request.isSuccess;
}
