import { LRUCache } from 'lru-cache';
import { direct } from '../fast-paths/direct-statement';

/** A query Drizzle built once with placeholders (`.prepare()`), run with each request's values. */
export interface Statement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

/** Statements kept at most by default; the least used are built again when next asked. */
export const STATEMENTS_KEPT = 500;

/**
 * Queries whose SQL depends on the shape of a request alone (which filters it has, whether it
 * resumes after a cursor), kept by a key that names that shape. Each is built by Drizzle once,
 * then run with each request's values: building the SQL anew for every request cost a sixth of
 * the listings' API time and a quarter of a search's CPU.
 *
 * Whether a statement is named on the server is the repository's choice (`.prepare(name)`); a
 * named one stays in each connection's memory, so a query of many shapes leaves it unnamed. A
 * select runs on the pool directly (`direct`).
 */
export function createStatementCache(max = STATEMENTS_KEPT) {
  const kept = new LRUCache<string, Statement<unknown[]>>({ max });
  return {
    run<T>(
      key: string,
      build: () => Statement<T[]>,
      values: Record<string, unknown>,
    ): Promise<T[]> {
      let statement = kept.get(key) as Statement<T[]> | undefined;
      if (!statement) {
        statement = direct(build());
        kept.set(key, statement);
      }
      return statement.execute(values);
    },
  };
}

export type StatementCache = ReturnType<typeof createStatementCache>;
