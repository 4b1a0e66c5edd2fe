// The baseline of the API benchmark: node:http and pg, no framework. It sends the SQL the app's
// repository sends (captured from it at start) as named prepared statements, and builds its
// answers with the app's own row → JSON mapping and cursor (app-listings.ts), so the difference
// measures the app's own cost (routing, validation, serialisation, ORM, plugins) and a change to
// the listing response cannot leave this copy behind.
//
//   DATABASE_URL=postgres://… PORT=4000 [POOL_SIZE=10] node scripts/bench/bare-server.mjs
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { error, jsonServer, serve } from './bare-http.mjs';

const {
  SAMPLE,
  REPLY_TIME_DAYS,
  captureListingsSql,
  createListingDto,
  decodeCursor,
  encodeCursor,
  indiaDate,
  ownerReplyTime,
} = await tsImport('./app-listings.ts', import.meta.url);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The values this server sends with each statement, in the order the captured SQL numbers them. */
export const VALUES = {
  firstPage: ({ type, limit }) => [type, limit],
  nextPage: ({ type, after, limit }) => [type, after.createdAt, after.id, limit],
  byId: ({ id }) => [id, 1],
  replyStats: ({ ownerId, since }) => [ownerId, since],
};

/**
 * The app's statements, checked to take their values in this server's order (a reordered or new
 * parameter fails here, at start, rather than as a wrong answer).
 */
async function appStatements(databaseUrl) {
  const sql = await captureListingsSql(databaseUrl);
  const samples = {
    firstPage: { type: SAMPLE.type, limit: SAMPLE.firstLimit },
    nextPage: { type: SAMPLE.type, after: SAMPLE.cursor, limit: SAMPLE.nextLimit },
    byId: { id: SAMPLE.id },
    replyStats: { ownerId: SAMPLE.ownerId, since: SAMPLE.since },
  };
  for (const [key, values] of Object.entries(VALUES)) {
    const ours = JSON.stringify(values(samples[key]));
    const app = JSON.stringify(sql[key].params);
    if (ours !== app) {
      throw new Error(`The app's ${key} query takes ${app}, the bare server would send ${ours}`);
    }
  }
  return sql;
}

export function createBareServer(pool, sql) {
  const toDto = createListingDto();
  const run = (key, request) =>
    pool.query({ name: `bare_${key}`, text: sql[key].text, values: VALUES[key](request) });

  /** The category listing the benchmark measures (type, limit, cursor). */
  async function listPage(params) {
    const type = params.get('type');
    const limitText = params.get('limit') ?? '10';
    const limit = Number(limitText);
    if ((type !== 'rent' && type !== 'sale') || !/^\d+$/.test(limitText) || limit < 1) {
      return [400, error('VALIDATION_FAILED', 'Invalid request')];
    }
    const cursorText = params.get('cursor');
    let after;
    try {
      after = cursorText ? decodeCursor(cursorText) : undefined;
    } catch {
      return [400, error('INVALID_CURSOR', 'The cursor is not valid')];
    }
    const { rows } = after
      ? await run('nextPage', { type, after, limit: limit + 1 })
      : await run('firstPage', { type, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ createdAt: last.created_at.toISOString(), id: last.id })
        : null;
    return [200, { items: items.map(toDto), nextCursor }];
  }

  async function getListing(id) {
    if (!UUID.test(id)) return [400, error('VALIDATION_FAILED', 'Invalid id')];
    const { rows } = await run('byId', { id });
    if (rows.length === 0) return [404, error('NOT_FOUND', 'Listing not found')];
    // The detail says how fast its owner usually replies and India's date, as the app's does.
    const since = new Date(Date.now() - REPLY_TIME_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const stats = (await run('replyStats', { ownerId: rows[0].user_id, since })).rows[0];
    const replyTime = ownerReplyTime({
      received: stats.received,
      answered: stats.answered,
      medianSeconds: stats.median == null ? null : Number(stats.median),
    });
    return [200, { ...toDto(rows[0]), ownerReplyTime: replyTime, today: indiaDate(new Date()) }];
  }

  return jsonServer((url) => {
    if (url.pathname === '/api/listings') return listPage(url.searchParams);
    if (url.pathname.startsWith('/api/listings/')) {
      return getListing(url.pathname.slice('/api/listings/'.length));
    }
    return undefined;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sql = await appStatements(process.env.DATABASE_URL);
  serve((pool) => createBareServer(pool, sql));
}
