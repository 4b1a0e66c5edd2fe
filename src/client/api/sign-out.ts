import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { meKey } from './get-me';
import { sessionKey } from './session-key';
import { sendJson } from './http';

/** POST /api/auth/sign-out: ends the session on the server and clears the cookie. */
export function signOut(): Promise<unknown> {
  return sendJson('POST', '/api/auth/sign-out', {});
}

/**
 * Signs out and goes to / (docs/product.md#profile). The cached session is dropped rather than set to null, so
 * the protected page being left does not redirect to /sign-in first; the next check asks the
 * server again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: sessionKey });
      queryClient.removeQueries({ queryKey: meKey });
      navigate('/');
    },
  });
}
