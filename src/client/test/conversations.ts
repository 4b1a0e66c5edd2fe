import type { Conversation, ConversationSummary } from '../../shared/schemas/messages';

/** A conversation as the API lists it, about "Lakeside Flat" with Ravi. */
export function buildSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    listing: { id: '22222222-2222-4222-8222-222222222222', name: 'Lakeside Flat', type: 'rent' },
    other: { id: 'user-2', name: 'Ravi' },
    lastMessage: { text: 'Is it still free?', own: false, sentAt: '2026-11-20T10:00:00.000Z' },
    unread: false,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The same conversation as its page reads it: Ravi asked, the reader (the owner) answered. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  const { id, listing, other } = buildSummary();
  return {
    id,
    listing,
    other,
    role: 'owner',
    blocked: false,
    messages: [
      {
        id: '33333333-3333-4333-8333-333333333331',
        senderId: 'user-2',
        senderName: 'Ravi',
        text: 'Is it still free?',
        sentAt: '2026-11-20T10:00:00.000Z',
        own: false,
      },
      {
        id: '33333333-3333-4333-8333-333333333332',
        senderId: 'user-1',
        senderName: 'Asha',
        text: 'Yes, come on Sunday.',
        sentAt: '2026-11-20T11:00:00.000Z',
        own: true,
      },
    ],
    ...overrides,
  };
}
