import { describe, expect, it, vi } from 'vitest';
import { ViewBuffer, type PendingView } from './view-buffer';
import { createViewRecorder } from './view-recorder';

const view = (overrides: Partial<PendingView> = {}): PendingView => ({
  listingId: 'b0000000-0000-4000-8000-000000000001',
  day: '2026-12-01',
  visitor: 'aa'.repeat(16),
  viewerId: null,
  ...overrides,
});
const log = { warn: vi.fn() } as never;

describe('the view buffer', () => {
  it("keeps one view per person, listing and day, across a day's change as two", () => {
    const buffer = new ViewBuffer(100);
    expect(buffer.add(view())).toBe('added');
    expect(buffer.add(view({ viewerId: 'someone' }))).toBe('duplicate');
    expect(buffer.add(view({ day: '2026-12-02' }))).toBe('added');
    expect(buffer.add(view({ visitor: 'bb'.repeat(16) }))).toBe('added');
    expect(buffer.add(view({ listingId: 'a0000000-0000-4000-8000-000000000001' }))).toBe('added');
    expect(buffer.size).toBe(4);
  });

  it('hands everything over sorted by listing, day and visitor, and starts empty again', () => {
    const buffer = new ViewBuffer(100);
    buffer.add(view({ listingId: 'c', day: '2026-12-02' }));
    buffer.add(view({ listingId: 'a', visitor: '02' }));
    buffer.add(view({ listingId: 'c', day: '2026-12-01' }));
    buffer.add(view({ listingId: 'a', visitor: '01' }));
    const taken = buffer.take();
    expect(taken.map((v) => [v.listingId, v.day, v.visitor])).toEqual([
      ['a', '2026-12-01', '01'],
      ['a', '2026-12-01', '02'],
      ['c', '2026-12-01', 'aa'.repeat(16)],
      ['c', '2026-12-02', 'aa'.repeat(16)],
    ]);
    expect(buffer.size).toBe(0);
    // After a hand-over the same view is taken again: the database de-duplicates from there.
    expect(buffer.add(view({ listingId: 'a', visitor: '01' }))).toBe('added');
  });

  it('holds at most its capacity', () => {
    const buffer = new ViewBuffer(2);
    expect(buffer.add(view({ visitor: '01' }))).toBe('added');
    expect(buffer.add(view({ visitor: '02' }))).toBe('added');
    expect(buffer.add(view({ visitor: '03' }))).toBe('full');
    expect(buffer.add(view({ visitor: '01' }))).toBe('duplicate');
    expect(buffer.size).toBe(2);
  });
});

describe('the view recorder', () => {
  it('writes within its interval in one batch, at once when full, and what is left on close', async () => {
    vi.useFakeTimers();
    try {
      const batches: PendingView[][] = [];
      const recorder = createViewRecorder({
        write: async (views) => void batches.push(views),
        flushMs: 2_000,
        capacity: 3,
        log,
      });
      recorder.add(view({ visitor: '01' }));
      recorder.add(view({ visitor: '01' }));
      recorder.add(view({ visitor: '02' }));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map((b) => b.length)).toEqual([2]);

      // Full: written at once, not two seconds later.
      for (const visitor of ['03', '04', '05']) recorder.add(view({ visitor }));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches.map((b) => b.length)).toEqual([2, 3]);

      recorder.add(view({ visitor: '06' }));
      await recorder.close();
      expect(batches.map((b) => b.length)).toEqual([2, 3, 1]);
      expect(recorder.add(view({ visitor: '07' }))).toBe('full');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a batch whose write failed and writes it with the next', async () => {
    let fail = true;
    const written: PendingView[] = [];
    const recorder = createViewRecorder({
      write: async (views) => {
        if (fail) throw new Error('database unavailable');
        written.push(...views);
      },
      flushMs: 60_000,
      capacity: 10,
      log,
    });
    recorder.add(view({ visitor: '01' }));
    await recorder.flush();
    expect(written).toEqual([]);
    fail = false;
    recorder.add(view({ visitor: '02' }));
    await recorder.flush();
    expect(written.map((v) => v.visitor)).toEqual(['01', '02']);
    await recorder.close();
  });
});
