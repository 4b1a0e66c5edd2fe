// The baseline of `npm run bench:search`'s throughput: node:http and pg, no framework. It answers
// the benchmarked searches (QUERIES, a JSON list of query strings) with the SQL the app's search
// service sends for them, captured at start (app-search.ts, the place already found), page and
// count at once as the app runs them; the rows become JSON by the app's own mapping and cursor.
// Its statements are unnamed, as the app's are (PostgreSQL plans each with its values), so what
// the app adds on top is its own cost: routing, validation, finding the place, building the SQL,
// serialisation, plugins. NAMED=1 names them instead: after five runs PostgreSQL may keep a
// generic plan and stop planning, which the app does not do (a generic plan cannot see that one
// price range is narrow and another wide).
//
//   DATABASE_URL=postgres://… PORT=4000 QUERIES='["q=Pune"]' [NAMED=1] node scripts/bench/bare-search-server.mjs
import { tsImport } from 'tsx/esm/api';
import { error, jsonServer, serve } from './bare-http.mjs';

const { captureSearchSql, COUNT_CAP, encodeSearchCursor } = await tsImport(
  './app-search.ts',
  import.meta.url,
);
const { createListingDto } = await tsImport('./app-listings.ts', import.meta.url);

/** Where the page of `sort` ends, as the app's service writes it. */
function cursorAfter(sort, last) {
  if (sort === 'newest') return { sort, createdAt: last.created_at.toISOString(), id: last.id };
  if (sort === 'area_desc') return { sort, area: last.area_sort, id: last.id };
  if (sort === 'ppsf_asc') return { sort, ppsf: last.ppsf_sort, id: last.id };
  return { sort, price: last.price, id: last.id };
}

function createBareSearchServer(pool, captured, named) {
  const toDto = createListingDto();
  const nameOf = (name) => (named ? { name } : {});
  const searches = new Map([...captured].map(([query, search], i) => [query, { ...search, i }]));

  /** The count's statements in turn, as the app's service runs them (app-search.ts). */
  async function count(s) {
    // The cells held whole, then the edge's listings: the app adds the two.
    let counted = 0;
    for (const [j, statement] of s.counts.entries()) {
      const { rows } = await pool.query({
        ...nameOf(`count_${s.i}_${j}`),
        text: statement.text,
        values: statement.params,
      });
      const n = Number(Object.values(rows[0])[0]);
      counted += n;
      if (j < s.counts.length - 1) {
        if (counted > COUNT_CAP) return { total: COUNT_CAP, totalCapped: true };
      } else if (s.exactCount) return { total: n, totalCapped: false };
      else return { total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
    }
  }

  async function search(query) {
    const s = searches.get(query);
    if (!s) return [404, error('NOT_FOUND', 'Not a benchmarked search')];
    const [page, total] = await Promise.all([
      pool.query({ ...nameOf(`page_${s.i}`), text: s.page.text, values: s.page.params }),
      count(s),
    ]);
    const items = page.rows.slice(0, s.limit);
    const last = items.at(-1);
    const nextCursor =
      page.rows.length > s.limit && last ? encodeSearchCursor(cursorAfter(s.sort, last)) : null;
    return [200, { items: items.map(toDto), nextCursor, ...total, place: s.place }];
  }

  return jsonServer((url) =>
    url.pathname === '/api/search' ? search(url.search.slice(1)) : undefined,
  );
}

const captured = await captureSearchSql(process.env.DATABASE_URL, JSON.parse(process.env.QUERIES));
serve((pool) => createBareSearchServer(pool, captured, process.env.NAMED === '1'));
