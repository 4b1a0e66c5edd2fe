import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../../shared/schemas/messages';
import { useSession } from './get-session';

/** What a page is told by the live channel: an event, or that it may have missed some. */
export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /**
   * The channel is open, first or again: read again what the page shows, which was read before
   * (rendered on the server, or while the channel was down) and may miss an event sent meanwhile.
   */
  onOpen?(): void;
}

const EVENTS_URL = '/api/me/events';

/*
 * One EventSource per tab, shared by every component that listens, for the signed-in account
 * (docs/product.md#live-updates). It opens with the first listener, after hydration (effects
 * run only in the browser), and closes with the last one or when the account changes.
 */
let source: EventSource | null = null;
let sourceUser: string | null = null;
const listeners = new Set<LiveHandlers>();

function isLiveEvent(value: unknown): value is LiveEvent {
  const event = value as Partial<LiveEvent> | null;
  return (
    event?.type === 'message' &&
    typeof event.conversationId === 'string' &&
    typeof event.messageId === 'string'
  );
}

function open(userId: string) {
  close();
  sourceUser = userId;
  const opened = new EventSource(EVENTS_URL);
  source = opened;
  opened.addEventListener('message', (message: MessageEvent<string>) => {
    let event: unknown;
    try {
      event = JSON.parse(message.data);
    } catch {
      return;
    }
    if (isLiveEvent(event)) for (const listener of [...listeners]) listener.onEvent(event);
  });
  // Each time it opens (the browser reconnects by itself after an error), pages read again: a
  // message sent after the page was read and before the channel was open reached no one (a
  // reply sent while the page was still taking over went unseen until a reload).
  opened.addEventListener('open', () => {
    for (const listener of [...listeners]) listener.onOpen?.();
  });
  // Ended because the account opened too many: reopening now would end another tab's, so this
  // tab waits until it is looked at again.
  opened.addEventListener('replaced', () => {
    close();
    sourceUser = userId;
    document.addEventListener('visibilitychange', reopenWhenShown);
  });
}

function reopenWhenShown() {
  if (document.visibilityState !== 'visible') return;
  document.removeEventListener('visibilitychange', reopenWhenShown);
  if (sourceUser && listeners.size > 0 && !source) open(sourceUser);
}

function close() {
  source?.close();
  source = null;
  sourceUser = null;
  document.removeEventListener('visibilitychange', reopenWhenShown);
}

function listen(userId: string, handlers: LiveHandlers): () => void {
  listeners.add(handlers);
  if (sourceUser !== userId) open(userId);
  return () => {
    listeners.delete(handlers);
    if (listeners.size === 0) close();
  };
}

/**
 * Calls `onEvent` for each live event of the signed-in account while the component is mounted
 * (nothing for a visitor), and `onOpen` each time the channel opens, as events may have
 * been missed before. The messages pages refetch a conversation and the unread count with it.
 */
export function useLiveEvents(
  onEvent: LiveHandlers['onEvent'],
  onOpen?: LiveHandlers['onOpen'],
): void {
  const userId = useSession().data?.user.id;
  const latest = useRef<LiveHandlers>({ onEvent, onOpen });
  useEffect(() => {
    latest.current = { onEvent, onOpen };
  });
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return listen(userId, {
      onEvent: (event) => latest.current.onEvent(event),
      onOpen: () => latest.current.onOpen?.(),
    });
  }, [userId]);
}
