// The baseline of the API benchmark: node:http and pg, no framework. It runs the SQL the app's
// repository runs and answers with the same JSON, so the difference measures the app's own cost
// (routing, validation, serialisation, ORM, plugins).
//
//   DATABASE_URL=postgres://… PORT=4000 [POOL_SIZE=10] node scripts/bench/bare-server.mjs
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const COLUMNS =
  '"id", "type", "name", "bedrooms", "bathrooms", "parking", "furnished", "location", "offer", ' +
  '"regular_price", "discounted_price", "images", "lat", "lng", "created_at", "updated_at", "user_id"';
const NEWEST_FIRST = 'order by "listings"."created_at" desc, "listings"."id" desc';

/**
 * The statements the app's listings repository sends (checked by run.mjs against the app), as
 * named prepared statements under the same names, as the repository prepares them.
 */
export const SQL = {
  firstPage: `select ${COLUMNS} from "listings" where "listings"."type" = $1 ${NEWEST_FIRST} limit $2`,
  nextPage:
    `select ${COLUMNS} from "listings" where ("listings"."type" = $1 and ` +
    `("listings"."created_at", "listings"."id") < ($2::timestamptz, $3::uuid)) ${NEWEST_FIRST} limit $4`,
  byId: `select ${COLUMNS} from "listings" where "listings"."id" = $1 limit $2`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VARIANT_WIDTHS = [320, 640, 1280];
const publicUrl = (key) => `/${key}`;

/** Same as describeImage in the app's image store. */
function describeImage(image) {
  const variants = [];
  for (const w of VARIANT_WIDTHS) {
    const actual = Math.min(w, image.width);
    if (!variants.some((v) => v.actual === actual)) variants.push({ file: w, actual });
  }
  const url = (w) => publicUrl(`${image.key}/w${w}.webp`);
  return {
    src: url(variants[Math.min(1, variants.length - 1)].file),
    srcSet: variants.map((v) => `${url(v.file)} ${v.actual}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** Same as toDto in the app's listings service. */
function toDto(row) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    furnished: row.furnished,
    location: row.location,
    offer: row.offer,
    regularPrice: row.regular_price,
    discountedPrice: row.discounted_price,
    imgUrls: row.images.map((image) => publicUrl(`${image.key}/full.jpg`)),
    images: row.images.map(describeImage),
    geoLocation: { lat: row.lat, lng: row.lng },
    timestamp: row.created_at.toISOString(),
    userRef: row.user_id,
  };
}

const encodeCursor = (createdAt, id) =>
  Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

function decodeCursor(value) {
  const [createdAt, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !createdAt || !id || !UUID.test(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const error = (code, message) => ({ error: { code, message } });

/** The category listing the benchmark measures (type, limit, cursor). */
async function listPage(pool, params) {
  const type = params.get('type');
  const limitText = params.get('limit') ?? '10';
  const limit = Number(limitText);
  if ((type !== 'rent' && type !== 'sale') || !/^\d+$/.test(limitText) || limit < 1 || limit > 50) {
    return [400, error('VALIDATION_FAILED', 'Invalid request')];
  }
  const cursorText = params.get('cursor');
  const after = cursorText ? decodeCursor(cursorText) : undefined;
  if (after === null) return [400, error('INVALID_CURSOR', 'The cursor is not valid')];
  const { rows } = after
    ? await pool.query({
        name: 'listings_list_tc',
        text: SQL.nextPage,
        values: [type, after.createdAt, after.id, limit + 1],
      })
    : await pool.query({ name: 'listings_list_t', text: SQL.firstPage, values: [type, limit + 1] });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor(last.created_at.toISOString(), last.id) : null;
  return [200, { items: items.map(toDto), nextCursor }];
}

async function getListing(pool, id) {
  if (!UUID.test(id)) return [400, error('VALIDATION_FAILED', 'id: Invalid UUID')];
  const { rows } = await pool.query({ name: 'listings_by_id', text: SQL.byId, values: [id, 1] });
  if (rows.length === 0) return [404, error('NOT_FOUND', 'Listing not found')];
  return [200, toDto(rows[0])];
}

export function createBareServer(pool) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let work;
    if (req.method !== 'GET') work = Promise.resolve([405, error('METHOD', 'GET only')]);
    else if (url.pathname === '/api/health') work = Promise.resolve([200, { status: 'ok' }]);
    else if (url.pathname === '/api/listings') work = listPage(pool, url.searchParams);
    else if (url.pathname.startsWith('/api/listings/'))
      work = getListing(pool, url.pathname.slice('/api/listings/'.length));
    else work = Promise.resolve([404, error('NOT_FOUND', 'Not found')]);
    work.then(
      ([status, body]) => send(res, status, body),
      (err) => {
        console.error(err);
        send(res, 500, error('INTERNAL', 'Something went wrong on our side'));
      },
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 10),
  });
  const server = createBareServer(pool);
  const stop = () => {
    server.close(() => pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(Number(process.env.PORT ?? 4000), process.env.HOST ?? '127.0.0.1');
}
