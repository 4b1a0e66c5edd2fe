import { describe, expect, it } from 'vitest';
import { unpackCell } from './cell-columns';
import { createCellStore } from './cell-store';

/** A store whose cells hold `sizes[cell]` listings, counting the reads it is asked for. */
function storeOf(sizes: Record<number, number>, budget: number) {
  const reads: number[][] = [];
  const store = createCellStore({
    read: async (cells) => {
      reads.push(cells);
      return cells.map((cell) => unpackCell(cell, '1', null, sizes[cell] ?? 0));
    },
    budget,
    onError: (error) => {
      throw error;
    },
  });
  return { store, reads };
}

describe('the cells kept in memory', () => {
  it('reads the cells a search asks for once, in the background, then answers from them', async () => {
    const { store, reads } = storeOf({ 1: 10, 2: 20 }, 100);
    expect(store.take([1, 2])).toBeUndefined();
    expect(store.take([2, 1])).toBeUndefined();
    await store.settled();
    expect(reads).toEqual([[1, 2]]);
    expect(store.take([2, 1])?.map((c) => c.cell)).toEqual([2, 1]);
    expect(store.listings).toBe(30);
  });

  it('drops the least recently searched cells past its budget', async () => {
    const { store } = storeOf({ 1: 40, 2: 40, 3: 40 }, 100);
    store.take([1]);
    store.take([2]);
    await store.settled();
    store.take([1]);
    store.take([3]);
    await store.settled();
    expect(store.take([2])).toBeUndefined();
    expect(store.take([1])).toBeDefined();
    expect(store.take([3])).toBeDefined();
    expect(store.listings).toBe(80);
  });

  it('keeps none of a place bigger than its budget, and does not read it again', async () => {
    const { store, reads } = storeOf({ 1: 80, 2: 80 }, 100);
    store.take([1, 2]);
    await store.settled();
    expect(store.take([1, 2])).toBeUndefined();
    await store.settled();
    expect(reads).toHaveLength(1);
    expect(store.listings).toBe(0);
  });

  it('reads a dropped cell again when next searched', async () => {
    const { store, reads } = storeOf({ 1: 5 }, 100);
    store.take([1]);
    await store.settled();
    store.drop([1]);
    expect(store.listings).toBe(0);
    expect(store.take([1])).toBeUndefined();
    await store.settled();
    expect(store.take([1])).toBeDefined();
    expect(reads).toEqual([[1], [1]]);
  });
});
