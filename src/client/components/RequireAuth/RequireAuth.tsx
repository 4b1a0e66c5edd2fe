import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '../../../shared/next-path';
import { useSession } from '../../api/get-session';
import { useHydrated } from '../../hooks/useHydrated';
import { Spinner } from '../Spinner/Spinner';

/**
 * The route guard (docs/product.md#pages): the spinner while the session is checked, then the
 * page for a signed-in visitor and /sign-in for anyone else. With `returnHere`, sign-in comes
 * back to this page (`next`); the profile and the listing form keep the product's way (sign-in
 * goes on to /). A layout route: protected pages nest in it.
 */
export function RequireAuth({ returnHere = false }: { returnHere?: boolean }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // A visitor's page rendered on the server is the spinner: only the browser can move on.
  const hydrated = useHydrated();
  if (session.isPending || (!session.data && !hydrated)) return <Spinner />;
  if (!session.data) {
    return <Navigate to={returnHere ? signInPath(pathname + search) : '/sign-in'} replace />;
  }
  return <Outlet />;
}

/** The guard of pages a visitor signs in to reach and then sees (/saved). */
export const RequireAuthReturning = () => <RequireAuth returnHere />;
