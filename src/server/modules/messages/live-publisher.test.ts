import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { publishToEach, type LivePublisher } from './live-publisher';

const event = {
  type: 'message' as const,
  conversationId: '6f1c2a44-3a55-4b8e-9d7e-0c1f2a3b4c5d',
  messageId: '7a2d3b55-4b66-4c9f-8e8f-1d2a3b4c5d6e',
};

describe('publishToEach', () => {
  it('tells both people in one publish, and a publish that fails is logged, never thrown', async () => {
    const told: (string | readonly string[])[] = [];
    const live: LivePublisher = {
      publish: async (to) => {
        if (to.includes('down')) throw new Error('channel down');
        told.push(to);
      },
    };
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    await publishToEach(live, log, ['recipient', 'sender'], event);
    expect(told).toEqual([['recipient', 'sender']]);
    await expect(publishToEach(live, log, ['down', 'sender'], event)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
