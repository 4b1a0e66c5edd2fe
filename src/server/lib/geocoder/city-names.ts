import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** A city of GeoNames' newer cities500 file: its place and the other names owners write. */
export interface CityNames {
  id: number;
  name: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
  /** Old, official and other spellings in Latin letters, and Hindi or Marathi ones. */
  others: string[];
}

const DATA_FILE = new URL('./data/india-city-names.tsv.gz', import.meta.url);

/**
 * Reads the other-names table (scripts/geocoder/build-city-names.mjs writes it from GeoNames'
 * cities500). About 3,400 lines.
 */
export function readCityNames(file: URL = DATA_FILE): CityNames[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  const cities: CityNames[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [id, name, adminCode, population, lat, lng, others] = line.split('\t');
    cities.push({
      id: Number(id),
      name: name!,
      adminCode: adminCode!,
      population: Number(population),
      lat: Number(lat),
      lng: Number(lng),
      others: others ? others.split('|') : [],
    });
  }
  return cities;
}
