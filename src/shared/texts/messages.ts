import { fill } from './message';

/** Messages between people: /messages and a conversation's page (docs/product.md#messages-between-people). */
export const messageTexts = {
  heading: 'Messages',
  /** The list's accessible name. */
  conversations: 'Conversations',
  empty: 'No messages yet',
  /** On a conversation with messages the reader has not opened. */
  unread: 'Unread',
  /** The list item's line about the other person. */
  with: fill('With {name}'),
  /** The start of the last message, when the reader wrote it. */
  youWrote: fill('You: {text}'),
  loadMore: 'Load More',
  loadFailed: 'Your messages could not be loaded. Try again.',
  conversation: {
    /** The thread's accessible name. */
    thread: fill('Messages with {name}'),
    /** The sender of one's own messages. */
    you: 'You',
    reply: 'Reply',
    send: 'Send',
    empty: 'Please write a message',
    sendFailed: 'The message could not be sent. Try again.',
    blocked: 'This owner does not accept your messages',
    block: fill('Block {name}'),
    unblock: fill('Unblock {name}'),
    blockFailed: 'That could not be changed. Try again.',
    /** Read out when a message arrives while the page is open. */
    arrived: fill('New message from {name}: {text}'),
    loadFailed: 'This conversation could not be loaded. Try again.',
  },
};
