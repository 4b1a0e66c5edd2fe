import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../../shared/geo-distance';
import { readCityNames } from './city-names';
import { loadIndianGazetteer, type Gazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createOfflineGeocoder } from './offline-geocoder';
import { CITY_RENAMES } from './other-names';
import { foldName } from './place-names';
import { readPostalAreas } from './india-postal';

// Issue 27: new and old names, Marathi, PINs that disagree with the city, namesakes abroad.
let gazetteer: Gazetteer;
let geocoder: Geocoder;
beforeAll(() => {
  gazetteer = loadIndianGazetteer();
  geocoder = createOfflineGeocoder(() => gazetteer);
});
const place = async (address: string) => (await geocoder.geocode(address))?.formattedAddress;

describe('the renamings table', () => {
  it('names, for each renaming, a city GeoNames has in that state, shown by its new name', () => {
    for (const rename of CITY_RENAMES) {
      const cities = (gazetteer.byName.get(foldName(rename.geonames)) ?? []).filter(
        (p) => p.kind === 'city' && p.state === rename.state,
      );
      expect(
        cities.map((city) => city.name),
        rename.geonames,
      ).toContain(rename.name);
    }
  });
});

describe('the other-names table', () => {
  it("holds GeoNames' old spellings and Devanagari names, and no code or transliteration", () => {
    const names = new Map(readCityNames().map((city) => [city.id, city.others]));
    expect(names.get(1273800)).toContain('Kadapa'); // Cuddapah
    expect(names.get(1256436)).toContain('सोलापूर'); // Solapur, in Marathi
    const all = [...names.values()].flat();
    expect(all.filter((name) => /^[A-Z]{2,4}$/.test(name))).toEqual([]);
    expect(all.filter((name) => /^[a-z]/.test(name))).toEqual([]);
  });
});

describe('offline geocoder, issue 27', () => {
  it('reads new and old official names both ways and shows the new one', async () => {
    for (const [address, shown] of [
      ['Chhatrapati Sambhajinagar', 'Chhatrapati Sambhajinagar, Maharashtra'],
      ['Aurangabad, Maharashtra', 'Chhatrapati Sambhajinagar, Maharashtra'],
      ['Aurangabad, Bihar', 'Aurangabad, Bihar'],
      ['Osmanabad', 'Dharashiv, Maharashtra'],
      ['Allahabad', 'Prayagraj, Uttar Pradesh'],
      ['Tumkur', 'Tumakuru, Karnataka'],
      ['Gulbarga', 'Kalaburagi, Karnataka'],
      ['Cuddapah', 'Kadapa, Andhra Pradesh'],
      ['YSR Kadapa', 'Kadapa, Andhra Pradesh'],
      ['Bokaro', 'Bokaro Steel City, Jharkhand'],
      ['Bijapur, Karnataka', 'Vijayapura, Karnataka'],
      ['Trivandrum', 'Thiruvananthapuram, Kerala'],
    ]) {
      expect(await place(address!), address).toBe(shown);
    }
  });

  it('reads Marathi spellings and states written short in Devanagari', async () => {
    expect(await place('सात रस्ता, सोलापूर')).toBe('Solapur, Maharashtra');
    expect(await place('राजारामपुरी, कोल्हापूर')).toMatch(/Kolhapur, Maharashtra/);
    expect(await place('छत्रपती संभाजीनगर')).toBe('Chhatrapati Sambhajinagar, Maharashtra');
    expect(await place('जबलपूर (म.प्र.)')).toBe('Jabalpur, Madhya Pradesh');
    expect(await place('बिलासपूर (छ.ग.)')).toBe('Bilaspur, Chhattisgarh');
  });

  it('finds misspelt cities: a letter dropped, doubled or two swapped', async () => {
    expect(await place('Marredpally, Secunderbad')).toMatch(/Secunderabad, Telangana/);
    expect(await place('Kalawad Road, Rajkott')).toMatch(/Rajkot, Gujarat/);
    expect(await place('Bistupur, Jamshedpr')).toMatch(/Jamshedpur, Jharkhand/);
    expect(await place('Bank More, Dhanabd')).toMatch(/Dhanbad, Jharkhand/);
  });

  it('ignores the PIN of a neighbouring town: the city written wins', async () => {
    const hapur = await geocoder.geocode('Near Bus Stand, Hapur 201001');
    expect(hapur).toMatchObject({ formattedAddress: 'Hapur, Uttar Pradesh', precision: 'city' });
    expect(await place('Sector 12, Bokaro, Jharkhand 827012')).toMatch(/827012$/);
  });

  it('keeps the PIN table’s points in the town their office is named after', () => {
    const bikaner = readPostalAreas().find((area) => area.pin === '334001')!;
    expect(distanceKm(bikaner, { lat: 28.0176, lng: 73.3149 })).toBeLessThan(2);
  });

  it('refuses namesakes abroad, and not the Indian places that share their words', async () => {
    for (const address of [
      'Latifabad Unit 7, Hyderabad, Sindh',
      'Hyderabad Sindh 71000',
      'Main Bazar, Gujrat, Punjab',
      'Mardan, Khyber',
      'Tongi, Gazipur, Dhaka Division',
      'Pulchowk, Lalitpur, Bagmati Province',
      'Peradeniya Road, Kandy, Central Province',
    ]) {
      expect(await geocoder.geocode(address), address).toBeNull();
    }
    expect(await place('Sindh Society, Aundh, Pune')).toMatch(/Pune, Maharashtra/);
    expect(await place('Khyber Pass, Civil Lines, Delhi')).toMatch(/Delhi/);
    expect(await place('Civil Lines, Lalitpur, Uttar Pradesh')).toMatch(/Lalitpur, Uttar Pradesh/);
  });

  it('finds a small town written after a landmark, and still refuses nonsense', async () => {
    expect(await place('Opp. RTC Bus Stand, Madanapalle')).toBe('Madanapalle, Andhra Pradesh');
    expect(await place('Near Town Hall Circle, Hassan')).toMatch(/Hassan, Karnataka/);
    expect(await geocoder.geocode('lorem ipsum dolor sit amet')).toBeNull();
  });
});
