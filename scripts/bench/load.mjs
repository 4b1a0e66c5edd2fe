// Load generation with autocannon: a fixed number of connections for a fixed time.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Measures one endpoint: `paths` are requested in turn (one path, or many to rotate through),
 * after a warm-up of the same shape whose figures are dropped.
 */
export async function measure({ origin, paths, connections, duration, warmup }) {
  let next = 0;
  const options = (seconds) => ({
    url: origin,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  if (warmup > 0) await run(options(warmup));
  const result = await run(options(duration));
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${origin}${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
