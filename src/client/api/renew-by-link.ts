import { useMutation } from '@tanstack/react-query';
import type { RenewedListing } from '../../shared/schemas/renew';
import { sendJson } from './http';

/**
 * POST /api/renew: renews the listing a reminder's signed link names (no sign-in needed), once;
 * a used link changes nothing. What it did and where the listing stands.
 */
export function renewByLink(token: string): Promise<RenewedListing> {
  return sendJson<RenewedListing>('POST', '/api/renew', { token });
}

export function useRenewByLink() {
  return useMutation<RenewedListing, Error, string>({ mutationFn: renewByLink });
}
