// What the benchmarks' bare servers share: node:http answering JSON, a pg pool, and stopping on a
// signal. No framework: the baseline the app's own cost is measured against.
import http from 'node:http';
import pg from 'pg';

export const error = (code, message) => ({ error: { code, message } });

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * A server answering each GET with what `route(url)` resolves to, `[status, body]` (undefined:
 * 404); `/api/health` answers ok; a failure is a 500.
 */
export function jsonServer(route) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const work =
      req.method !== 'GET'
        ? Promise.resolve([405, error('METHOD', 'GET only')])
        : url.pathname === '/api/health'
          ? Promise.resolve([200, { status: 'ok' }])
          : Promise.resolve().then(() => route(url));
    work.then(
      (answer) => send(res, ...(answer ?? [404, error('NOT_FOUND', 'Not found')])),
      (err) => {
        console.error(err);
        send(res, 500, error('INTERNAL', 'Something went wrong on our side'));
      },
    );
  });
}

/** Serves `makeServer(pool)` on PORT and HOST, with POOL_SIZE connections to DATABASE_URL. */
export function serve(makeServer) {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.POOL_SIZE ?? 10),
    // The app's settings of each connection (src/server/db/postgres-pool.ts).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  const server = makeServer(pool);
  const stop = () => {
    server.close(() => pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(Number(process.env.PORT ?? 4000), process.env.HOST ?? '127.0.0.1');
}
