import type { Db } from './client';

/**
 * Runs `work` in one transaction of `db`, committed when it resolves and rolled back when it
 * throws. The transaction is handed over as a `Db`, the type every repository takes, whichever
 * driver is underneath: drizzle types a transaction per driver, but both are a `PgDatabase` of
 * the same schema, so the one cast is here rather than in each service.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
