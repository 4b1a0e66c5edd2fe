import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../../shared/schemas/messages';

/**
 * Tells a person's open pages that something happened (a new message), on whichever instance
 * serves them. The live module provides the real one; the messages module only publishes.
 */
export interface LivePublisher {
  publish(userId: string, event: LiveEvent): Promise<void>;
}

/** Publishes nothing: for an app without live pages (the live module replaces it). */
export const silentLivePublisher: LivePublisher = { publish: async () => {} };

/**
 * Publishes `event` to each person after the message has committed. A failed publish fails
 * nothing: the message is kept, and the page finds it on its next load.
 */
export async function publishToEach(
  live: LivePublisher,
  log: FastifyBaseLogger,
  userIds: string[],
  event: LiveEvent,
): Promise<void> {
  await Promise.all(
    userIds.map((userId) =>
      live.publish(userId, event).catch((error: unknown) => {
        log.warn({ err: error, conversationId: event.conversationId }, 'live publish failed');
      }),
    ),
  );
}
