// Requests timed one by one as a client sees them, for benchmarks that need each latency and the
// bytes on the wire rather than a load generator's summary.
import { request } from 'node:http';

/** The server's own milliseconds from its Server-Timing header ("app;dur=3.2"), or null. */
const serverMs = (header) => {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(header ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * One GET: status, milliseconds as the client waited them and as the server spent them, bytes on
 * the wire (asking for brotli), and the parsed body.
 */
export function get(origin, pathAndQuery, { compressed = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${origin}${pathAndQuery}`,
      { headers: compressed ? { 'accept-encoding': 'br' } : {} },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            serverMs: serverMs(res.headers['server-timing']),
            bytes: body.length,
            json: compressed ? null : JSON.parse(body.toString('utf8')),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * `count` requests of `pathAndQuery`, `connections` at a time; their latencies as the client saw
 * them (`times`) and as the server spent them (`serverTimes`, when it says).
 */
export async function measure(origin, pathAndQuery, count, options, connections = 10) {
  const times = [];
  const serverTimes = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await get(origin, pathAndQuery, options);
      if (answer.status !== 200) throw new Error(`${pathAndQuery} answered ${answer.status}`);
      times.push(answer.ms);
      if (answer.serverMs !== null) serverTimes.push(answer.serverMs);
      bytes = answer.bytes;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { times, serverTimes, bytes };
}
