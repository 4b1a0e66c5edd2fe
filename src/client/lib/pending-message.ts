const KEY = 'homestead:pending-message';

/** Where a message was typed: the contact page of this landlord about this listing. */
interface PendingMessage {
  landlordId: string;
  listingId: string;
  text: string;
}

/**
 * The message a visitor typed before pressing "Send on Homestead" signed out. It waits in this
 * tab's session storage (kept through the sign-in pages and a social sign-in's redirect) and is
 * in the box again on that contact page, not sent: the person presses again.
 */
export function rememberPendingMessage(message: PendingMessage): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(message));
  } catch {
    // Storage refused (private mode, quota): the visitor types the message again.
  }
}

/**
 * The text typed on the contact page of `landlordId` about `listingId`, if it waits (read
 * without forgetting it). A message typed on another contact page waits for that page.
 */
export function pendingMessage(landlordId: string, listingId: string): string | undefined {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept === null) return undefined;
    const message = JSON.parse(kept) as Partial<PendingMessage> | null;
    if (message?.landlordId !== landlordId || message.listingId !== listingId) return undefined;
    return typeof message.text === 'string' ? message.text : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the message that waited: it was changed, or sent. */
export function forgetPendingMessage(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
