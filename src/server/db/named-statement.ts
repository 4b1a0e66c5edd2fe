import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A statement built once, run with each call's values on the pool or in a transaction. */
export interface NamedStatement<Row> {
  rows(db: Db, values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Raw SQL written once with placeholders (`sql.placeholder(key)`), for what Drizzle's query
 * builders cannot say on a hot path (a data-modifying WITH, a locked read with joins). Its text is
 * built once, and PostgreSQL prepares it under `name` the first time a connection runs it, then
 * only binds and executes it: no SQL built per request, no parse and plan per statement. Each
 * name must belong to one text. Rows come as `db.execute` gives them (timestamps as text).
 *
 * It runs on the `Db` it is given (Drizzle's session of the pool, of a transaction, or PGlite's,
 * which takes no name); a session's prepared query is made once.
 */
export function namedStatement<Row>(name: string, query: SQL): NamedStatement<Row> {
  const built = new PgDialect().sqlToQuery(query);
  const prepared = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return {
    async rows(db, values) {
      const session = db._.session;
      let statement = prepared.get(session);
      if (!statement) {
        statement = session.prepareQuery(built, undefined, name, false);
        prepared.set(session, statement);
      }
      const result = (await statement.execute(values)) as unknown as { rows: Row[] };
      return result.rows;
    },
  };
}
