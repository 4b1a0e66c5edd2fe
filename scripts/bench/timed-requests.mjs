// Requests timed one by one as a client sees them, for benchmarks that need each latency and the
// bytes on the wire rather than a load generator's summary.
import { request } from 'node:http';

/** One GET: status, milliseconds, bytes on the wire (asking for brotli), and the parsed body. */
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

/** `count` requests of `pathAndQuery`, `connections` at a time; their latencies. */
export async function measure(origin, pathAndQuery, count, options, connections = 10) {
  const times = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await get(origin, pathAndQuery, options);
      if (answer.status !== 200) throw new Error(`${pathAndQuery} answered ${answer.status}`);
      times.push(answer.ms);
      bytes = answer.bytes;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { times, bytes };
}
