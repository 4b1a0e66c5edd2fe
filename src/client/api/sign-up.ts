import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './session-key';
import { sendJson } from './http';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email: creates the account and signs in (sets the session cookie). */
export function signUp(input: SignUpInput): Promise<unknown> {
  return sendJson('POST', '/api/auth/sign-up/email', input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}
