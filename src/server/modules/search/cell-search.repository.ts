import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrayParam, rawRows } from '../../db/raw-rows';
import { createStatementCache } from '../../db/statement-cache';
import { listings, type ListingRow } from '../listings/listings.table';
import { CELL_RECORD_SQL, unpackCell, type CellColumns } from './cell-columns';
import { listingCellVersions } from './listing-cell-versions.table';
import { placeholders as v } from './search-conditions';

/** Cells and their versions, as "cell=version,…" (cells without a row left out: version "0"). */
const versionsSql = (cells: unknown) =>
  sql<string>`(select coalesce(string_agg(${listingCellVersions.cell} || '=' || ${listingCellVersions.version}, ','), '')
    from ${listingCellVersions} where ${listingCellVersions.cell} = any(${cells}::integer[]))`;

/** The versions "cell=version,…" as a map; a cell left out has version "0". */
function versionsFrom(text: string, cells: number[]): Map<number, string> {
  const versions = new Map(cells.map((cell) => [cell, '0']));
  for (const pair of text ? text.split(',') : []) {
    const [cell, version] = pair.split('=');
    versions.set(Number(cell), version!);
  }
  return versions;
}

/** What the search in memory reads from the database (cell-search.ts). */
export function createCellSearchRepository(db: Db) {
  const statements = createStatementCache(1);
  const rowsWithVersions = () =>
    db
      .select({ ...getTableColumns(listings), cellVersions: versionsSql(v('cells')) })
      .from(listings)
      .where(sql`${listings.id} = any(${v('ids')}::uuid[])`)
      .prepare('');

  return {
    /** The listed listings of `cells` as columns, each with its version, in one snapshot, in order. */
    async read(cells: number[]): Promise<CellColumns[]> {
      const rows = await rawRows<{
        cell: number;
        version: string;
        size: number;
        packed: Uint8Array | null;
      }>(
        db,
        sql`select c.cell, coalesce(v.version, 0)::text as version, l.size, l.packed
          from unnest(${arrayParam(cells)}::integer[]) with ordinality as c(cell, at)
          left join ${listingCellVersions} as v on v.cell = c.cell
          cross join lateral (
            select count(*)::integer as size,
              string_agg(r.record, ''::bytea order by r.created_at, r.id) as packed
            from (
              select created_at, id, ${CELL_RECORD_SQL} as record
              from ${listings} where ${listings.cell} = c.cell and ${listings.listed}
            ) as r
          ) as l
          order by c.at`,
      );
      return rows.map((row) => unpackCell(row.cell, row.version, row.packed, row.size));
    },

    /**
     * The listings of `ids` and the versions of `cells`, read in one statement: when the
     * versions are those of the columns the ids came from, the rows are as they were then.
     */
    async rowsWithVersions(
      ids: string[],
      cells: number[],
    ): Promise<{ rows: ListingRow[]; versions: Map<number, string> }> {
      if (ids.length === 0) {
        const [row] = await rawRows<{ versions: string }>(
          db,
          sql`select ${versionsSql(arrayParam(cells))} as versions`,
        );
        return { rows: [], versions: versionsFrom(row?.versions ?? '', cells) };
      }
      const found = await statements.run('rows-with-versions', rowsWithVersions, { ids, cells });
      const rows = found.map(({ cellVersions: _, ...row }) => row);
      return { rows, versions: versionsFrom(found[0]?.cellVersions ?? '', cells) };
    },
  };
}

export type CellSearchRepository = ReturnType<typeof createCellSearchRepository>;
