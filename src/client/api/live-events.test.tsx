import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../shared/schemas/messages';
import type { Session } from './get-session';
import { useLiveEvents } from './live-events';
import { sessionKey } from './session-key';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  closed = false;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
}

const session = (id: string) =>
  ({
    session: { id: 's', expiresAt: '2030-01-01T00:00:00Z' },
    user: { id, name: 'A', email: 'a@example.com', emailVerified: true, moderator: false },
  }) satisfies Session;

function Listener({
  onEvent,
  onOpen,
}: {
  onEvent: (event: LiveEvent) => void;
  onOpen: () => void;
}) {
  useLiveEvents(onEvent, onOpen);
  return null;
}

function renderListeners(user: Session | null, count = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(sessionKey, user);
  const onEvent = vi.fn();
  const onOpen = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      {Array.from({ length: count }, (_, i) => (
        <Listener key={i} onEvent={onEvent} onOpen={onOpen} />
      ))}
    </QueryClientProvider>,
  );
  return { ...view, onEvent, onOpen, client };
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('useLiveEvents', () => {
  it('opens nothing for a visitor', () => {
    renderListeners(null);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('shares one channel between listeners, hands each the events, closes with the last', () => {
    const { onEvent, unmount } = renderListeners(session('u1'), 2);
    expect(FakeEventSource.all).toHaveLength(1);
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe('/api/me/events');
    const event = { type: 'message', conversationId: 'c', messageId: 'm' };
    act(() => source.emit('message', JSON.stringify(event)));
    act(() => source.emit('message', 'not json'));
    expect(onEvent.mock.calls).toEqual([[event], [event]]);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('has the page read again each time the channel opens, the first time too', () => {
    const { onOpen } = renderListeners(session('u1'));
    const source = FakeEventSource.all[0]!;
    expect(onOpen).not.toHaveBeenCalled();
    // What the page shows was read before: a message sent until now reached no one.
    act(() => source.emit('open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => source.emit('error'));
    act(() => source.emit('open'));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('closes the channel when the person signs out', async () => {
    const { client } = renderListeners(session('u1'));
    act(() => {
      client.setQueryData(sessionKey, null);
    });
    await waitFor(() => expect(FakeEventSource.all[0]!.closed).toBe(true));
  });

  it('waits, once replaced by another tab, until the tab is shown again', () => {
    const { onOpen } = renderListeners(session('u1'));
    act(() => FakeEventSource.all[0]!.emit('replaced', '{}'));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.closed).toBe(false);
    // Read again once the new channel is open, not before.
    expect(onOpen).not.toHaveBeenCalled();
    act(() => FakeEventSource.all[1]!.emit('open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
