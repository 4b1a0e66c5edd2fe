import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/get-session';
import { signInFor } from '../../app/page-access';
import { useHydrated } from '../../hooks/useHydrated';
import { Spinner } from '../Spinner/Spinner';

/**
 * The route guard (docs/product.md#pages): the spinner while the session is checked, then the
 * page for a signed-in visitor and /sign-in for anyone else. Where sign-in goes on to is the
 * page's `access` in the route table: back to the page (`next`) for /saved, on to / for the
 * profile and the listing form, as the product has it. A layout route: protected pages nest in it.
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search } = useLocation();
  // A visitor's page rendered on the server is the spinner: only the browser can move on.
  const hydrated = useHydrated();
  if (session.isPending || (!session.data && !hydrated)) return <Spinner />;
  if (!session.data) return <Navigate to={signInFor(pathname + search) ?? '/sign-in'} replace />;
  return <Outlet />;
}
