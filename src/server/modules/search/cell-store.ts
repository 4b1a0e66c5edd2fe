import type { CellColumns } from './cell-columns';

/**
 * The cells kept in memory (cell-columns.ts), the least recently searched dropped first once
 * they hold more than `budget` listings. A search never waits for a cell: one not kept is read
 * in the background, one read at a time, while that search is answered by the SQL.
 */
export function createCellStore(deps: {
  /** Reads the columns of `cells` and their versions in one statement. */
  read: (cells: number[]) => Promise<CellColumns[]>;
  /** Listings kept at most, over every cell. */
  budget: number;
  onError: (error: unknown) => void;
  /** Told the listings kept after each change. */
  onKept?: (listings: number) => void;
}) {
  // A Map iterates in the order keys were set: re-set on each search, the first is the least recent.
  const kept = new Map<number, CellColumns>();
  let listingsKept = 0;
  /** Cells being read, or waiting for their turn. */
  const pending = new Set<number>();
  /** Cells a read found too many listings in to keep (more than the budget at once). */
  const tooBig = new Set<number>();
  let reads: Promise<void> = Promise.resolve();

  function keep(columns: CellColumns[]) {
    const size = columns.reduce((sum, c) => sum + c.size, 0);
    if (size > deps.budget) {
      for (const c of columns) tooBig.add(c.cell);
      return;
    }
    for (const c of columns) {
      drop(c.cell);
      kept.set(c.cell, c);
      listingsKept += c.size;
    }
    for (const [cell, c] of kept) {
      if (listingsKept <= deps.budget) break;
      kept.delete(cell);
      listingsKept -= c.size;
    }
    deps.onKept?.(listingsKept);
  }

  function drop(cell: number) {
    const c = kept.get(cell);
    if (!c) return;
    kept.delete(cell);
    listingsKept -= c.size;
  }

  function readLater(cells: number[]) {
    const missing = cells.filter((cell) => !pending.has(cell));
    if (missing.length === 0) return;
    for (const cell of missing) pending.add(cell);
    reads = reads
      .then(() => deps.read(missing))
      .then(keep, deps.onError)
      .finally(() => {
        for (const cell of missing) pending.delete(cell);
      });
  }

  return {
    /**
     * The kept columns of every one of `cells`, in their order, or none: then those not kept are
     * read in the background (not those too big to keep).
     */
    take(cells: number[]): CellColumns[] | undefined {
      const columns: CellColumns[] = [];
      const missing: number[] = [];
      for (const cell of cells) {
        const c = kept.get(cell);
        if (c) {
          kept.delete(cell);
          kept.set(cell, c);
          columns.push(c);
        } else missing.push(cell);
      }
      if (missing.length === 0) return columns;
      if (!missing.some((cell) => tooBig.has(cell))) readLater(missing);
      return undefined;
    },
    /** Forgets `cells`, changed since they were read: the next search reads them again. */
    drop(cells: number[]) {
      for (const cell of cells) drop(cell);
      deps.onKept?.(listingsKept);
    },
    /** Listings kept now. */
    get listings() {
      return listingsKept;
    },
    /** Waits for the reads under way (the app closes its database after). */
    settled(): Promise<void> {
      return reads;
    },
  };
}

export type CellStore = ReturnType<typeof createCellStore>;
