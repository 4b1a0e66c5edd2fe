import { useMutation } from '@tanstack/react-query';
import { sendJson } from './http';

/**
 * POST /api/auth/request-password-reset: mails a link to /reset-password?token=… (the server
 * builds the link itself). Answers the same whether or not an account uses the address.
 */
export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return sendJson('POST', '/api/auth/request-password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
