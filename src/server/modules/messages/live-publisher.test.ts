import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { publishToEach, type LivePublisher } from './live-publisher';

const event = {
  type: 'message' as const,
  conversationId: '6f1c2a44-3a55-4b8e-9d7e-0c1f2a3b4c5d',
  messageId: '7a2d3b55-4b66-4c9f-8e8f-1d2a3b4c5d6e',
};

describe('publishToEach', () => {
  it('tells each person, and a publish that fails is logged, never thrown', async () => {
    const told: string[] = [];
    const live: LivePublisher = {
      publish: async (userId) => {
        if (userId === 'down') throw new Error('channel down');
        told.push(userId);
      },
    };
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    await expect(publishToEach(live, log, ['down', 'sender'], event)).resolves.toBeUndefined();
    expect(told).toEqual(['sender']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
