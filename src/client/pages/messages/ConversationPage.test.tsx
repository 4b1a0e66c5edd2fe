import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/schemas/messages';
import { buildConversation } from '../../test/conversations';
import { errorResponse, mockFetch, renderAt } from '../../test/render';
import { sentTo, signedInPageAt, signedInSession } from '../../test/routes';
import { messageKeys } from '../../api/message-keys';
import { ConversationPage } from './ConversationPage';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/conversations/${ID}`;

interface Answers {
  conversation?: () => Conversation | Response;
  send?: () => Response;
}

function serve(answers: Answers = {}) {
  return mockFetch((url, method) => {
    if (url.pathname === '/api/auth/get-session') return signedInSession();
    if (url.pathname === PATH) return (answers.conversation ?? (() => buildConversation()))();
    if (url.pathname === `${PATH}/read`) return new Response(null, { status: 204 });
    if (url.pathname === `${PATH}/block`) return new Response(null, { status: 204 });
    if (url.pathname === `${PATH}/messages` && method === 'POST') {
      return answers.send?.() ?? Response.json({ id: ID }, { status: 201 });
    }
    if (url.pathname.startsWith('/api/me/conversations')) return { unreadCount: 0 };
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

const renderPage = () =>
  renderAt(`/messages/${ID}`, signedInPageAt(['/messages/:conversationId'], <ConversationPage />));

describe('ConversationPage', () => {
  it('shows the listing as a link and the messages oldest first, with sender and time', async () => {
    serve();
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lakeside Flat' });
    expect(screen.getByRole('link', { name: 'Lakeside Flat' })).toHaveAttribute(
      'href',
      '/category/rent/22222222-2222-4222-8222-222222222222',
    );
    expect(heading).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ravi');
    expect(items[0]).toHaveTextContent('Is it still free?');
    expect(items[1]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Yes, come on Sunday.');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('marks the conversation read when it opens', async () => {
    const fetchMock = serve();
    renderPage();
    await waitFor(() => expect(sentTo(fetchMock, `${PATH}/read`)).toHaveLength(1));
    expect(sentTo(fetchMock, `${PATH}/read`)[0]!.method).toBe('POST');
  });

  it('sends nothing for an empty reply and says so', async () => {
    const fetchMock = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
    expect(sentTo(fetchMock, `${PATH}/messages`)).toEqual([]);
  });

  it('sends a reply, empties the box and keeps the focus there', async () => {
    const fetchMock = serve();
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'See you then');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, `${PATH}/messages`)).toEqual([
        { method: 'POST', body: { text: 'See you then' } },
      ]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
  });

  it('offers the owner "Block <name>", then "Unblock <name>"', async () => {
    let blocked = false;
    const fetchMock = serve({ conversation: () => buildConversation({ blocked }) });
    renderPage();
    const block = await screen.findByRole('button', { name: 'Block Ravi' });
    blocked = true;
    await userEvent.click(block);
    expect(await screen.findByRole('button', { name: 'Unblock Ravi' })).toBeInTheDocument();
    expect(sentTo(fetchMock, `${PATH}/block`)).toEqual([{ method: 'PUT', body: undefined }]);
    blocked = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Ravi' }));
    expect(await screen.findByRole('button', { name: 'Block Ravi' })).toBeInTheDocument();
    expect(sentTo(fetchMock, `${PATH}/block`)[1]!.method).toBe('DELETE');
  });

  it('tells a blocked seeker the owner does not accept their messages, and still shows the thread', async () => {
    serve({ conversation: () => buildConversation({ role: 'seeker', blocked: true }) });
    renderPage();
    expect(await screen.findByText('This owner does not accept your messages')).toBeInTheDocument();
    expect(screen.getByText('Is it still free?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull();
  });

  it('says so when a send is refused because the owner blocked the seeker meanwhile', async () => {
    serve({
      conversation: () => buildConversation({ role: 'seeker' }),
      send: () => errorResponse(403, 'MESSAGES_BLOCKED', 'Blocked'),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This owner does not accept your messages')).toBeInTheDocument();
  });

  it('shows the not-found page to anyone but its two people', async () => {
    serve({ conversation: () => errorResponse(404, 'NOT_FOUND', 'Not found') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('announces a message that arrives while it is open, by itself', async () => {
    let conversation = buildConversation();
    serve({ conversation: () => conversation });
    const { queryClient } = renderPage();
    await screen.findByText('Is it still free?');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    conversation = buildConversation({
      messages: [
        ...conversation.messages,
        {
          id: '33333333-3333-4333-8333-333333333333',
          senderId: 'user-2',
          senderName: 'Ravi',
          text: 'Great, see you.',
          sentAt: '2026-11-20T12:00:00.000Z',
          own: false,
        },
      ],
    });
    await act(() => queryClient.invalidateQueries({ queryKey: messageKeys.of('user-1') }));
    expect(await screen.findByText('Great, see you.')).toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent('New message from Ravi: Great, see you.'));
  });
});
