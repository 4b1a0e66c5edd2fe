import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../api/get-session';
import type { LiveEvent } from '../../../shared/schemas/messages';
import { sessionKey } from '../../api/session-key';
import { mockFetch, requestedUrls } from '../../test/render';
import { Navbar } from './Navbar';

// The live channel, played by the test: each event is handed to the page's listener.
const live = vi.hoisted(() => ({ listeners: [] as ((event: LiveEvent) => void)[] }));
vi.mock('../../api/live-events', () => ({
  useLiveEvents: (onEvent: (event: LiveEvent) => void) => {
    live.listeners.push(onEvent);
  },
}));

function renderAt(path: string, session: Session | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation'));
}

const sessionOf = (moderator: boolean): Session => ({
  session: { id: 's', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u', name: 'Mira', email: 'mira@example.com', emailVerified: true, moderator },
});

describe('Navbar', () => {
  it('links Explore, Offers, Saved and Profile', () => {
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offer');
    expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it.each([
    ['/', 'Explore'],
    ['/offer', 'Offers'],
    ['/saved', 'Saved'],
    ['/profile', 'Profile'],
  ])('marks only the current entry on %s', (path, current) => {
    const nav = renderAt(path);
    for (const link of nav.getAllByRole('link')) {
      if (link.textContent === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('has no Moderation link for others', () => {
    expect(renderAt('/', sessionOf(false)).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it('links Moderation for a moderator', () => {
    const nav = renderAt('/moderation', sessionOf(true));
    const link = nav.getByRole('link', { name: 'Moderation' });
    expect(link).toHaveAttribute('href', '/moderation');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('marks no entry on other pages', () => {
    const nav = renderAt('/category/rent');
    for (const link of nav.getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });

  it('has no Messages link for a visitor, and asks for no count', () => {
    const fetchMock = mockFetch(() => {
      throw new Error('no request expected');
    });
    expect(renderAt('/').queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('links Messages for a signed-in person, named with the unread conversations', async () => {
    let unreadCount = 2;
    mockFetch((url) => {
      if (url.pathname === '/api/me/conversations/unread') return { unreadCount };
      throw new Error(`unexpected ${url.pathname}`);
    });
    const nav = renderAt('/', sessionOf(false));
    const link = await nav.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('2');
    expect(link).toHaveTextContent('Messages');

    // A message arrives: the count is read again.
    unreadCount = 0;
    act(() =>
      live.listeners.at(-1)!({
        type: 'message',
        conversationId: '11111111-1111-4111-8111-111111111111',
        messageId: '33333333-3333-4333-8333-333333333333',
      }),
    );
    expect(await nav.findByRole('link', { name: 'Messages' })).not.toHaveTextContent('0');
  });
});
