/**
 * The cached saved homes and searches, per account: after a sign-out and another sign-in on the
 * same page, nothing of the first account's list is shown as the second's.
 */
export const savedKeys = {
  all: ['saved'] as const,
  homeIds: (userId: string) => ['saved', userId, 'home-ids'] as const,
  homes: (userId: string) => ['saved', userId, 'homes'] as const,
  searches: (userId: string) => ['saved', userId, 'searches'] as const,
};
