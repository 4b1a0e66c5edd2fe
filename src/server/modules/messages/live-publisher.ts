import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '../../../shared/schemas/messages';

/**
 * Tells people's open pages that something happened (a new message), on whichever instance
 * serves them. The live module provides the real one; the messages module only publishes.
 */
export interface LivePublisher {
  /** To one account or several at once (one statement on the live channel). */
  publish(to: string | readonly string[], event: LiveEvent): Promise<void>;
}

/**
 * Publishes `event` to the people of a message after it has committed, in one publish. A failed
 * publish fails nothing: the message is kept, and the page finds it on its next load.
 */
export async function publishToEach(
  live: LivePublisher,
  log: FastifyBaseLogger,
  userIds: readonly string[],
  event: LiveEvent,
): Promise<void> {
  await live.publish(userIds, event).catch((error: unknown) => {
    log.warn({ err: error, conversationId: event.conversationId }, 'live publish failed');
  });
}
