import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A version per cell of 1/16° (listings.cell), given a new value from a sequence by statement
 * triggers on `listings` (migration 0026) whenever a listing of the cell, listed before or
 * after, changes in what a search reads: the cells a search keeps in memory (cell-store.ts) are
 * checked against these in the statement that reads the page's rows. No row: the cell has held
 * no listing since the migration (version "0").
 */
export const listingCellVersions = pgTable('listing_cell_versions', {
  cell: integer('cell').primaryKey(),
  // Compared, never computed with: a number holds a sequence's values for a long while.
  version: bigint('version', { mode: 'number' }).notNull(),
});
