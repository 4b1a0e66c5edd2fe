import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../test/render';
import { signedInPageAt, signedInSession } from '../../test/routes';
import { MessagesPage } from './MessagesPage';
import { buildSummary } from '../../test/conversations';

function serve(pages: unknown[]) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return signedInSession();
    if (url.pathname === '/api/me/conversations') {
      return pages[url.searchParams.get('cursor') === 'next' ? 1 : 0];
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
}

const page = (items: unknown[], nextCursor: string | null = null) => ({
  items,
  unreadCount: 0,
  nextCursor,
});

const renderPage = (path = '/messages') =>
  renderAt(path, signedInPageAt(['/messages'], <MessagesPage />));

describe('MessagesPage', () => {
  it('lists the conversations as links, with the listing, the other person and the last words', async () => {
    serve([
      page([
        buildSummary({ unread: true }),
        buildSummary({
          id: '44444444-4444-4444-8444-444444444444',
          listing: { id: '55555555-5555-4555-8555-555555555555', name: 'Hill View', type: 'sale' },
          other: { id: 'user-3', name: 'Meena' },
          lastMessage: { text: 'Thanks!', own: true, sentAt: '2026-11-19T10:00:00.000Z' },
        }),
      ]),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/messages/11111111-1111-4111-8111-111111111111');
    expect(first).toHaveTextContent('Lakeside Flat');
    expect(first).toHaveTextContent('Ravi');
    expect(first).toHaveTextContent('Is it still free?');
    expect(first).toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Hill View');
    expect(second).toHaveTextContent('You: Thanks!');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(first!).getByText(/2026/).tagName).toBe('TIME');
  });

  it('says "No messages yet" without any', async () => {
    serve([page([])]);
    renderPage();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
  });

  it('loads more with a link that works before the code, and moves focus to the first new one', async () => {
    serve([
      page([buildSummary()], 'next'),
      page([
        buildSummary({
          id: '66666666-6666-4666-8666-666666666666',
          listing: { id: '77777777-7777-4777-8777-777777777777', name: 'Old Mill', type: 'rent' },
        }),
      ]),
    ]);
    renderPage();
    const more = await screen.findByRole('link', { name: 'Load More' });
    expect(more).toHaveAttribute('href', '/messages?more=1');
    await userEvent.click(more);
    const added = await screen.findByRole('link', { name: /Old Mill/ });
    expect(added).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Load More' })).toBeNull();
  });
});
