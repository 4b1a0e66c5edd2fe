// One geocoder measured in a process of its own (a fresh heap): `node --expose-gc --import tsx
// geocoder-worker.ts <offline-geocoder module> [rounds]`. Prints one JSON line: load time, heap and
// RSS the gazetteer adds, and for each address set its score and the lookup times of `rounds`
// passes over it.
import { pathToFileURL } from 'node:url';
import { ADDRESS_SETS, scoreAddressSet } from '../../src/server/lib/geocoder/address-set/score';
import type { Geocoder } from '../../src/server/lib/geocoder/geocoder';

const [modulePath, rounds = '20'] = process.argv.slice(2);
if (!modulePath) throw new Error('usage: geocoder-worker.ts <offline-geocoder.ts> [rounds]');
const gc = globalThis.gc ?? (() => {});
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

const { createOfflineGeocoder } = (await import(pathToFileURL(modulePath).href)) as {
  createOfflineGeocoder: () => Geocoder;
};
const geocoder = createOfflineGeocoder();
const heapBefore = heapMb();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
await geocoder.geocode('Pune');
const loadMs = performance.now() - started;
const heapAfter = heapMb();
const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;

const sets: Record<string, { score: unknown; timings: number[] }> = {};
for (const [name, set] of Object.entries(ADDRESS_SETS)) {
  const score = await scoreAddressSet(geocoder, set);
  const timings: number[] = [];
  for (let round = 0; round < Number(rounds); round++) {
    timings.push(...(await scoreAddressSet(geocoder, set)).timings);
  }
  sets[name] = { score, timings };
}
console.log(JSON.stringify({ loadMs, heapMb: heapAfter - heapBefore, rssMb, sets }));
