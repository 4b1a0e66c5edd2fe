import { LOCALITIES, type Locality } from '../lib/geocoder/india-places';

/**
 * The localities the homes are made around, by city, in this order: the demo stays the same
 * homes (its tests and seeding rely on it) however many localities the gazetteer learns.
 */
const DEMO_LOCALITIES: Readonly<Record<string, readonly string[]>> = {
  Mumbai: [
    'Bandra',
    'Andheri',
    'Powai',
    'Juhu',
    'Colaba',
    'Worli',
    'Lower Parel',
    'Dadar',
    'Chembur',
    'Malad',
    'Goregaon',
    'Borivali',
  ],
  Bengaluru: [
    'Koramangala',
    'Indiranagar',
    'Whitefield',
    'HSR Layout',
    'Jayanagar',
    'JP Nagar',
    'Electronic City',
    'Marathahalli',
    'Hebbal',
    'Malleshwaram',
  ],
  Pune: [
    'Hinjewadi',
    'Koregaon Park',
    'Kothrud',
    'Baner',
    'Viman Nagar',
    'Kharadi',
    'Aundh',
    'Wakad',
    'Hadapsar',
  ],
  'New Delhi': [
    'Connaught Place',
    'Vasant Vihar',
    'Saket',
    'Hauz Khas',
    'Dwarka',
    'Karol Bagh',
    'Lajpat Nagar',
    'Greater Kailash',
    'Defence Colony',
    'Malviya Nagar',
    'Chanakyapuri',
    'Rohini',
  ],
  Gurugram: ['DLF Phase 5', 'Sohna Road'],
  Hyderabad: [
    'Banjara Hills',
    'Jubilee Hills',
    'Gachibowli',
    'Kondapur',
    'HITEC City',
    'Madhapur',
    'Kukatpally',
  ],
  Kolkata: ['Salt Lake', 'Ballygunge', 'Park Street', 'New Town', 'Alipore'],
  Chennai: [
    'T. Nagar',
    'Adyar',
    'Anna Nagar',
    'Sholinganallur',
    'Velachery',
    'Mylapore',
    'Nungambakkam',
  ],
  Ahmedabad: ['Bodakdev', 'Satellite', 'Navrangpura'],
  Kochi: ['Kakkanad', 'Edappally', 'Fort Kochi'],
  Jaipur: ['Malviya Nagar', 'C-Scheme', 'Vaishali Nagar'],
  Bardez: ['Assagao', 'Candolim'],
  Chandigarh: ['Sector 17', 'Sector 22', 'Sector 35', 'Sector 9'],
};

/** The gazetteer's entries of DEMO_LOCALITIES, in its order. */
export function demoLocalities(): Locality[] {
  return Object.entries(DEMO_LOCALITIES).flatMap(([city, names]) =>
    names.map((name) => {
      const locality = LOCALITIES.find((l) => l.city === city && l.name === name);
      if (!locality) throw new Error(`The gazetteer has no demo locality ${name}, ${city}`);
      return locality;
    }),
  );
}

/** Homes of one type and size around one locality: a "Price nearby" compares each with the rest. */
export interface Alike {
  locality: string;
  type: 'rent' | 'sale';
  bedrooms: number;
  homes: number;
}

/**
 * Neighbourhoods of alike homes, so that a new user of the demo finds homes with a "Price
 * nearby" (five or more others of their type and size within 3 km; NEAR_KM keeps them within
 * 2.4 km of each other): rents in one city, sales compared per sq ft in another, in cities no
 * journey searches.
 */
export const ALIKE_NEIGHBOURHOODS: readonly Alike[] = [
  { locality: 'Gachibowli', type: 'rent', bedrooms: 2, homes: 7 },
  { locality: 'Adyar', type: 'sale', bedrooms: 3, homes: 8 },
];
