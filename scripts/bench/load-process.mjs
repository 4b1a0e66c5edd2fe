// A benchmark's load from a process of its own. Driving the measured load and the load beside it
// from the benchmark's one thread made them compete for it: in bench:views, 1,000 beacons a
// second cut the detail's load generator as much as the app, and the figure moved with the
// machine's load. Each load here runs in a child process, which the parent pins to a CPU of its
// own (`pinToCpu`), away from the measured server's thread.
//
// The child (this file run with `fork`) answers messages:
//   { id, run: true, options }              → the figures of load.mjs's `run`
//   { id, start: 'beacons' | 'floor', options } → started; then { id, stop: true } → its counts
//                                             (and for beacons, each listing and person sent)
import { fork, spawnSync } from 'node:child_process';
import os from 'node:os';
import { startBeacons, startFloorLoad } from './beacon-load.mjs';
import { run } from './load.mjs';

/** Pins a process's main thread to one CPU; false where taskset or a second CPU is missing. */
function pinToCpu(pid, cpu) {
  const result = spawnSync('taskset', ['-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/**
 * With two CPUs or more, pins the measured servers' main threads to CPU 0 and the load
 * processes to CPU 1, and says which it did; elsewhere everything shares the cores.
 */
export function pinApart({ servers, loads }) {
  const pinned =
    os.cpus().length >= 2 &&
    loads.every((pid) => pinToCpu(pid, 1)) &&
    servers.every((pid) => pinToCpu(pid, 0));
  return pinned
    ? "the servers' threads pinned to CPU 0, the load processes to CPU 1"
    : 'nothing pinned (one CPU, or no taskset): the loads share the cores with the servers';
}

/** Starts a load process; `request` sends it one message and resolves to its answer. */
export function startLoadProcess() {
  const child = fork(import.meta.filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map();
  let next = 0;
  child.on('message', ({ id, result, error }) => {
    const settle = waiting.get(id);
    waiting.delete(id);
    if (error) settle?.reject(new Error(error));
    else settle?.resolve(result);
  });
  child.on('exit', (code) => {
    for (const settle of waiting.values()) settle.reject(new Error(`load process exited ${code}`));
    waiting.clear();
  });
  const request = (message) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, ...message });
    });
  return {
    pid: child.pid,
    /** One measured load: load.mjs's `run` with these options, from this process. */
    run: (options) => request({ run: true, options }),
    /** Starts `kind`'s load at a rate; the handle's stop() resolves to its counts. */
    async start(kind, options) {
      await request({ start: kind, options });
      return { stop: () => request({ stop: true }) };
    },
    stop: async () => {
      child.kill();
    },
  };
}

// ── the child ───────────────────────────────────────────────────────────────────────────────
if (process.send && process.argv[1] === import.meta.filename) {
  let other;
  let pairs;
  process.on('message', async ({ id, ...message }) => {
    try {
      let result;
      if (message.run) result = await run(message.options);
      else if (message.start === 'beacons') {
        pairs = new Set();
        other = startBeacons({ ...message.options, pairs });
      } else if (message.start === 'floor') other = startFloorLoad(message.options);
      else if (message.stop) {
        result = { ...(await other.stop()), pairs: pairs ? [...pairs] : [] };
        other = undefined;
        pairs = undefined;
      }
      process.send({ id, result });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
