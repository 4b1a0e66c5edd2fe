import { useEffect } from 'react';

/**
 * POST /api/listings/:id/views: tells the owner's statistics that someone looked. Sent from the
 * browser once the page runs, never with the page itself, so crawlers and prefetches do not
 * count; the server tells people apart and leaves the owner out. As a beacon, it goes even when
 * the person leaves the page at once, and nothing waits for it.
 */
export function recordView(listingId: string): void {
  const path = `/api/listings/${encodeURIComponent(listingId)}/views`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path)) return;
  void fetch(path, { method: 'POST', keepalive: true }).catch(() => {
    // A lost view is a figure one less, nothing the visitor should hear of.
  });
}

/**
 * Records one view of a listed home each time its page is opened by someone not its owner. A
 * page the browser prerenders (a guess at the next link) counts only once it is shown.
 */
export function useRecordView(listingId: string, counts: boolean): void {
  useEffect(() => {
    if (!counts) return;
    const doc = document as Document & { prerendering?: boolean };
    if (!doc.prerendering) return recordView(listingId);
    const shown = () => recordView(listingId);
    document.addEventListener('prerenderingchange', shown, { once: true });
    return () => document.removeEventListener('prerenderingchange', shown);
  }, [listingId, counts]);
}
