import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './session-key';
import { sendJson } from './http';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email: sets the session cookie. */
export function signIn(input: SignInInput): Promise<unknown> {
  return sendJson('POST', '/api/auth/sign-in/email', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}
