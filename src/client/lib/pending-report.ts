const KEY = 'homestead:pending-report';

/**
 * The listing a visitor pressed "Report this listing" on before signing in. It waits in this
 * tab's session storage (kept through the sign-in pages and a social sign-in's redirect); back on
 * that listing's page, signed in, the report dialog is open until it is sent or closed.
 */
export function rememberPendingReport(listingId: string): void {
  try {
    sessionStorage.setItem(KEY, listingId);
  } catch {
    // Storage refused (private mode, quota): the visitor presses the button again.
  }
}

/** The listing whose report waits, if any (read without forgetting it). */
export function pendingReport(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Forgets the report that waited: its dialog was sent or closed. */
export function forgetPendingReport(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
