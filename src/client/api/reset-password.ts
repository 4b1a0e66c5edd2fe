import { useMutation } from '@tanstack/react-query';
import { sendJson } from './http';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password; the token works once. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return sendJson('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
