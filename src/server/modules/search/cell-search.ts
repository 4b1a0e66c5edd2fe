import type { ListingRow } from '../listings/listings.table';
import { cellQuery } from './cell-filters';
import { pageInCells } from './cell-page';
import type { CellSearchRepository } from './cell-search.repository';
import type { CellStore } from './cell-store';
import type { SearchCriteria } from './search-criteria';
import type { SearchPlan } from './search-plan';

/**
 * A place's page and count from its cells kept in memory (cell-store.ts), when they all are:
 * the count tests columns in a loop where the SQL read tens of thousands of index entries.
 * The statement that reads the page's rows reads the cells' versions too; a cell written since
 * its columns were read is dropped and the SQL answers. Undefined: the SQL answers.
 */
export function createCellSearch(deps: {
  store: CellStore;
  repository: CellSearchRepository;
  /** Each search memory could answer, by what became of it. */
  onOutcome?: (outcome: 'answered' | 'not_kept' | 'changed') => void;
}) {
  return {
    /** `cap`: matches counted at most (past it, "10,000+ homes"). */
    async search(
      criteria: SearchCriteria,
      plan: SearchPlan,
      cap: number,
    ): Promise<{ rows: ListingRow[]; counted: number | undefined } | undefined> {
      // A page the plan reads cell by cell (a big city's cells at most), without letters: a
      // wider area is the SQL's, read in the sort's index, where a page's matches come early.
      const { cells } = plan.page;
      if (plan.page.by !== 'cells' || !cells || cells.length === 0) return undefined;
      if (criteria.text !== undefined) return undefined;
      const numbers = cells.map(({ cell }) => cell);
      const columns = deps.store.take(numbers);
      if (!columns) {
        deps.onOutcome?.('not_kept');
        return undefined;
      }
      const searched = columns.map((c, i) => ({ columns: c, inside: cells[i]!.inside }));
      const q = cellQuery(criteria);
      const { sort, rows: wanted, after } = plan.page;
      const { ids, counted } = pageInCells(searched, q, sort, wanted, after, cap);
      const { rows, versions } = await deps.repository.rowsWithVersions(ids, numbers);
      const changed = columns.filter((c) => versions.get(c.cell) !== c.version);
      if (changed.length > 0 || rows.length !== ids.length) {
        deps.store.drop(changed.map((c) => c.cell));
        deps.onOutcome?.('changed');
        return undefined;
      }
      deps.onOutcome?.('answered');
      const byId = new Map(rows.map((row) => [row.id, row]));
      // A page after the first shows the first's count (search-plan.ts).
      return { rows: ids.map((id) => byId.get(id)!), counted: plan.count ? counted : undefined };
    },
  };
}

export type CellSearch = ReturnType<typeof createCellSearch>;
