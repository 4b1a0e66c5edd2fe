const KEY = 'homestead:pending-save';

/**
 * The home a visitor pressed "Save" on before signing in. It waits in this tab's session storage
 * (kept across the sign-in pages and a social sign-in's redirect) until an account is signed in.
 */
export function rememberPendingSave(listingId: string): void {
  try {
    sessionStorage.setItem(KEY, listingId);
  } catch {
    // Storage refused (private mode, quota): the visitor presses Save again after signing in.
  }
}

/** The home waiting to be saved, once: it is forgotten as it is taken. */
export function takePendingSave(): string | undefined {
  try {
    const listingId = sessionStorage.getItem(KEY) ?? undefined;
    sessionStorage.removeItem(KEY);
    return listingId;
  } catch {
    return undefined;
  }
}

/** Whether a home waits to be saved (read without taking it). */
export function hasPendingSave(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
