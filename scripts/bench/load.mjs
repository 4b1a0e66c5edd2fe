// Load generation with autocannon: a fixed number of connections for a fixed time.
import autocannon from 'autocannon';

/** One autocannon run; every response time is kept so that runs can be merged exactly. */
function run({ origin, paths, connections, seconds }) {
  let next = 0;
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
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
      },
      (error, result) => {
        if (error) return reject(error);
        const failures = result.errors + result.timeouts + result.non2xx;
        if (failures > 0) {
          return reject(
            new Error(
              `${origin}${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors, ` +
                `${result.timeouts} timeouts`,
            ),
          );
        }
        resolve({ requests: result.requests.total, seconds: result.duration, latencies });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(runs) {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const sorted = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    requests,
    rps: requests / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/**
 * Measures one endpoint on several servers: each gets a warm-up whose figures are dropped, then
 * `duration` seconds in `rounds` slices taken in turn (A B, B A, …), so that a burst of other
 * work on the machine falls on both sides alike. `paths` are requested in turn.
 */
export async function compare({ origins, paths, connections, duration, warmup, rounds }) {
  const names = Object.keys(origins);
  if (warmup > 0) {
    for (const name of names) {
      await run({ origin: origins[name], paths, connections, seconds: warmup });
    }
  }
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  const slice = Math.max(1, Math.round(duration / rounds));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      runs[name].push(await run({ origin: origins[name], paths, connections, seconds: slice }));
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarise(runs[name])]));
}
