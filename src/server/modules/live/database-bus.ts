import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  decodeNote,
  encodeNote,
  LIVE_CHANNEL,
  type BusLog,
  type LiveBus,
  type LiveBusHandlers,
} from './live-bus';
import { listenOnPostgres } from './postgres-bus';

/** Each payload a NOTIFY on the live channel, in one statement. */
const notify = namedStatement(
  'live_notify',
  sql`select pg_notify(${LIVE_CHANNEL}, note)
      from unnest(${sql.placeholder('notes')}::text[]) with ordinality as notes (note, n)
      order by n`,
);

/**
 * The database's own LISTEN/NOTIFY. A note is sent with `pg_notify` through the app's usual
 * connections; PostgreSQL hands it, once committed, to every session listening on the channel,
 * one per instance. The embedded database (PGlite) has a single session shared by everything in
 * the process (instances built on one database in tests too): it listens on that session.
 */
export function databaseBus(
  database: Database,
  handlers: LiveBusHandlers,
  log: BusLog,
): LiveBus & { ready: Promise<void> } {
  const listening = database.url
    ? listenOnPostgres(database.url, handlers, log)
    : listenOnPglite(database, handlers);
  return {
    ready: listening.ready,
    async publish(notes) {
      await notify.rows(database.db, { notes: notes.map(encodeNote) });
    },
    close: () => listening.close(),
  };
}

function listenOnPglite(database: Database, handlers: LiveBusHandlers) {
  // drizzle's PGlite database keeps the client it was made with as `$client` (its public API).
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const unlisten = client.listen(LIVE_CHANNEL, (payload) => {
    const note = decodeNote(payload);
    if (note) handlers.onNote(note);
  });
  return {
    ready: unlisten.then(() => {}),
    async close() {
      // The database may be closed first (a test's teardown): nothing is listening then.
      if (!client.closed) await (await unlisten)().catch(() => {});
    },
  };
}
