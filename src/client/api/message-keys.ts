/**
 * The cached conversations, per account (as savedKeys): after a sign-out and another sign-in on
 * the same page, nothing of the first account's messages is shown as the second's.
 */
export const messageKeys = {
  of: (userId: string) => ['messages', userId] as const,
  list: (userId: string) => ['messages', userId, 'list'] as const,
  unread: (userId: string) => ['messages', userId, 'unread'] as const,
  conversation: (userId: string, id: string) => ['messages', userId, 'conversation', id] as const,
};
