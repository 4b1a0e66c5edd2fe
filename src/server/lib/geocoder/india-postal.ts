import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** One PIN code: where it is, its district and state, and the post offices (places) it serves. */
export interface PostalArea {
  pin: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
  offices: string[];
}

const DATA_FILE = new URL('./data/india-postal.tsv.gz', import.meta.url);

/**
 * Reads the PIN table (scripts/geocoder/build-postal-data.mjs writes it from GeoNames' postal
 * codes and a PIN coordinate table; see the README's credits). About 19,000 lines.
 */
export function readPostalAreas(file: URL = DATA_FILE): PostalArea[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const areas: PostalArea[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [pin, lat, lng, district, state, offices] = line.split('\t');
    areas.push({
      pin: pin!,
      lat: Number(lat),
      lng: Number(lng),
      district: district!,
      state: state!,
      offices: offices ? offices.split('|') : [],
    });
  }
  return areas;
}
