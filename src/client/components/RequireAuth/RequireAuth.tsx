import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/get-session';
import { Spinner } from '../Spinner/Spinner';

/**
 * The route guard (docs/product.md#pages): the spinner while the session is checked, then the page for a
 * signed-in visitor and /sign-in for anyone else. A layout route: protected pages nest in it.
 */
export function RequireAuth() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to="/sign-in" replace />;
  return <Outlet />;
}
