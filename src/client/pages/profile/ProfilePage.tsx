import { Navigate } from 'react-router';

/**
 * /profile is for signed-in users (spec §2, route guard). Accounts are not part of this release,
 * so no visitor is signed in yet: the guard sends every visitor to /sign-in.
 */
export function ProfilePage() {
  return <Navigate to="/sign-in" replace />;
}
