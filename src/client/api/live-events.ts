import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../../shared/schemas/messages';

/**
 * Calls `onEvent` for each event of the account's live channel (GET /api/me/events, server-sent
 * events named `message`). The connection opens after the page is mounted (never on the server)
 * and closes when the component goes; EventSource reconnects by itself after a drop.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/me/events');
    const listener = (message: MessageEvent<string>) => {
      try {
        latest.current(JSON.parse(message.data) as LiveEvent);
      } catch {
        // Not an event of ours (a comment or a broken line): nothing to do.
      }
    };
    source.addEventListener('message', listener);
    return () => source.close();
  }, []);
}
