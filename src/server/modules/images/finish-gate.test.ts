import { describe, expect, it } from 'vitest';
import { createFinishGate } from './finish-gate';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the gate of finished uploads', () => {
  it('admits slots + queue at once, then says no until a place is given back', () => {
    const gate = createFinishGate({ slots: 2, queue: 1 });
    const tickets = [gate.admit(), gate.admit(), gate.admit()];
    expect(tickets.every(Boolean)).toBe(true);
    expect(gate.full()).toBe(true);
    expect(gate.admit()).toBeNull();
    tickets[0]!.release();
    tickets[0]!.release();
    expect(gate.admit()).not.toBeNull();
    expect(gate.admit()).toBeNull();
  });

  it('runs the work of at most `slots` tickets at once, the others waiting without starting', async () => {
    const gate = createFinishGate({ slots: 1, queue: 2 });
    const started: number[] = [];
    const first = later();
    const runs = [0, 1, 2].map((i) =>
      gate.admit()!.process(async () => {
        started.push(i);
        if (i === 0) await first.promise;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0]);
    first.resolve();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2]);
  });

  it('asks for a wait that grows with the uploads admitted', () => {
    const gate = createFinishGate({ slots: 2, queue: 8 });
    expect(gate.retryAfterSeconds()).toBe(1);
    for (let i = 0; i < 10; i++) gate.admit();
    expect(gate.retryAfterSeconds()).toBe(5);
  });
});
