// Re-geocodes the demo listings with the offline geocoder and writes the coordinates it finds
// into src/server/demo/listings.ts (the demo's addresses are what its owners would type; their
// pins follow). Listings already saved in a database keep theirs.
//
//   npx tsx scripts/geocoder/regeocode-demo.ts [--check]   (--check: change nothing, exit 1 if stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_LISTINGS } from '../../src/server/demo/listings';
import { createOfflineGeocoder } from '../../src/server/lib/geocoder/offline-geocoder';
import { distanceKm } from '../../src/shared/geo-distance';

const file = fileURLToPath(new URL('../../src/server/demo/listings.ts', import.meta.url));
const check = process.argv.includes('--check');
const geocoder = createOfflineGeocoder();
let source = readFileSync(file, 'utf8');
let stale = 0;

for (const listing of DEMO_LISTINGS) {
  const place = await geocoder.geocode(listing.location);
  if (!place) throw new Error(`The demo address does not geocode: ${listing.location}`);
  const km = distanceKm(place, listing);
  const lat = Number(place.lat.toFixed(4));
  const lng = Number(place.lng.toFixed(4));
  console.log(
    `${km.toFixed(2).padStart(6)} km  ${place.precision.padEnd(8)}  ${listing.location} → ${place.formattedAddress}`,
  );
  if (lat === listing.lat && lng === listing.lng) continue;
  stale++;
  const at = source.indexOf(`location: ${JSON.stringify(listing.location).replace(/"/g, "'")}`);
  if (at === -1) throw new Error(`Cannot find the demo address in the file: ${listing.location}`);
  const head = source.slice(0, at);
  const tail = source
    .slice(at)
    .replace(/lat: -?[\d.]+,/, `lat: ${lat},`)
    .replace(/lng: -?[\d.]+,/, `lng: ${lng},`);
  source = head + tail;
}

if (check) {
  console.log(stale === 0 ? 'The demo coordinates are current.' : `${stale} demo pins are stale.`);
  process.exitCode = stale === 0 ? 0 : 1;
} else {
  writeFileSync(file, source);
  console.log(`${stale} demo listings moved.`);
}
