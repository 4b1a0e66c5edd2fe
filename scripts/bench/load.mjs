// Load generation with autocannon: a fixed number of connections for a fixed time.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './harness.mjs';

/** CPU time (user + system) a process has used, in microseconds; null where /proc is absent. */
export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** One autocannon run; every response time is kept so that runs can be merged exactly. */
export function run({ origin, paths, connections, seconds, pid, headers = {} }) {
  let next = 0;
  const cpuBefore = pid ? cpuMicros(pid) : null;
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
            headers,
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
        const cpuAfter = pid ? cpuMicros(pid) : null;
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          latencies,
          cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

export function summarise(runs) {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const latencies = runs.flatMap((r) => r.latencies);
  const cpu = runs.every((r) => r.cpu !== null) ? runs.reduce((sum, r) => sum + r.cpu, 0) : null;
  return {
    requests,
    rps: requests / seconds,
    /** The server process's own CPU time per request, µs: not skewed by other load. */
    cpuPerRequest: cpu === null ? null : cpu / requests,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Measures one endpoint on several servers: each gets a warm-up whose figures are dropped, then
 * `duration` seconds in `rounds` slices taken in turn (A B, B A, …), so that a burst of other
 * work on the machine falls on both sides alike. `paths` are requested in turn. A server may be
 * several processes (`origins[name]` and `pids[name]` as arrays, alike for every server): each
 * round goes to the processes of one place in turn, and a server's figure sums its processes'.
 * `load` makes each run (load-process.mjs's, from a process of its own); `run` here by default.
 */
export async function compare({
  origins,
  pids,
  paths,
  connections,
  duration,
  warmup,
  rounds,
  headers,
  load = run,
}) {
  const names = Object.keys(origins);
  const processes = (name) => [origins[name]].flat();
  const count = processes(names[0]).length;
  const pidOf = (name, index) =>
    pids?.[name] === undefined ? undefined : [pids[name]].flat()[index];
  if (warmup > 0) {
    for (let index = 0; index < count; index++) {
      for (const name of names) {
        const origin = processes(name)[index];
        await load({ origin, paths, connections, seconds: warmup, headers });
      }
    }
  }
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  const slice = Math.max(1, Math.round(duration / rounds));
  for (let round = 0; round < rounds; round++) {
    const index = round % count;
    const order = Math.floor(round / count) % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      runs[name].push(
        await load({
          origin: processes(name)[index],
          pid: pidOf(name, index),
          paths,
          connections,
          seconds: slice,
          headers,
        }),
      );
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarise(runs[name])]));
}
