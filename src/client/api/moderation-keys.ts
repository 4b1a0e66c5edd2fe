/**
 * The moderators' cached lists, per account: after a sign-out and another sign-in on the same
 * page, nothing the first account saw is shown to the second.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (userId: string) => ['moderation', userId, 'reports'] as const,
  hidden: (userId: string) => ['moderation', userId, 'hidden'] as const,
  history: (userId: string) => ['moderation', userId, 'history'] as const,
};
