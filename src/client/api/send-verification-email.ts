import { useMutation } from '@tanstack/react-query';
import { sendJson } from './http';

/**
 * POST /api/auth/send-verification-email: mails the signed-in owner a new link that verifies
 * their address (the server builds the link itself). 400 when it is verified already; 429 past
 * the account mails' limit, with the message to show.
 */
export function sendVerificationEmail(input: { email: string }): Promise<unknown> {
  return sendJson('POST', '/api/auth/send-verification-email', input);
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
