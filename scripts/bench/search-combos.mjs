// The searches `npm run bench:search` (search.mjs) measures.

export const BENGALURU = '77.35,12.75,77.85,13.2';
export const INDIA = '68,6.5,97.5,36';
/** What people ask: every filter alone, the common mixes, and the worst cases. */
export const COMBOS = [
  '',
  'sort=price_asc',
  'sort=price_desc',
  'type=rent',
  'type=sale&sort=price_desc',
  'q=Bangalore',
  'q=Bengaluru&sort=price_asc',
  'q=Koramangala',
  'q=Pune&type=rent&beds=2,3',
  'q=Mumbai&type=rent&maxPrice=40000',
  'q=Delhi&type=sale&minPrice=5000000&maxPrice=20000000&sort=price_asc',
  'q=Gurgaon&furnished=1',
  'q=Indore&parking=1',
  'q=Kochi&offer=1',
  'q=Noida&type=rent&beds=2&baths=2&furnished=1&parking=1&offer=1&minPrice=10000&maxPrice=60000&sort=price_asc',
  'q=Bangalore&type=rent&beds=2,3&maxPrice=40000&furnished=1',
  'minPrice=10000&maxPrice=50000000&sort=price_asc',
  'minPrice=10000&maxPrice=50000000&sort=price_desc',
  'beds=1',
  'beds=5',
  'beds=2,3,4',
  'baths=3',
  'furnished=1',
  'parking=1',
  'offer=1',
  'offer=1&sort=price_asc',
  'type=rent&maxPrice=20000',
  'type=sale&minPrice=30000000',
  `bbox=${BENGALURU}`,
  `bbox=${BENGALURU}&sort=price_asc`,
  `bbox=${BENGALURU}&type=rent&beds=2`,
  `bbox=${INDIA}&sort=price_desc`,
  'type=rent&sort=price_asc&beds=1,2',
  'furnished=1&parking=1&sort=price_desc',
  'q=Jaipur&type=sale&beds=3,4,5&sort=price_desc',
  'q=Koramangla&type=rent',
  // The listing facts (search-seed.mjs: 88% with an area, a third of the rents with a preferred
  // tenant, amenities each on their own, a tenth available later).
  'minArea=800&maxArea=1500',
  'q=Bangalore&minArea=800&maxArea=1500',
  'q=Pune&type=rent&beds=2&minArea=900',
  'maxArea=600&sort=price_asc',
  'type=rent&tenant=bachelors',
  'q=Mumbai&tenant=family&maxPrice=50000',
  'amenities=lift,gym',
  'q=Hyderabad&amenities=pool',
  'q=Koramangala&amenities=lift,power-backup,security',
  'availableBy=2026-12-15',
  'q=Delhi&type=rent&availableBy=2026-12-01&tenant=company',
  'sort=area_desc',
  'sort=ppsf_asc',
  'type=sale&sort=ppsf_asc',
  'q=Bangalore&sort=area_desc',
  'q=Gurgaon&type=sale&sort=ppsf_asc',
  `bbox=${BENGALURU}&minArea=1000&sort=ppsf_asc`,
  'amenities=gym,pool&sort=area_desc',
  'q=Kochi&type=rent&minArea=1200&tenant=family&amenities=lift&sort=ppsf_asc',
];

/** The throughput is compared on these: a place with filters, a price, a map box, the grid's count. */
export const THROUGHPUT = [
  'q=Pune&type=rent&beds=2,3',
  'type=rent&maxPrice=20000',
  `bbox=${BENGALURU}&sort=price_asc`,
  'beds=1',
];

/** The map's views: [label, query]. */
export const PINS = [
  ['a city (Bengaluru)', `bbox=${BENGALURU}`],
  ['all India', `bbox=${INDIA}`],
  ['a city, 2 BHK for rent', `bbox=${BENGALURU}&type=rent&beds=2`],
  ['all India, furnished with parking', `bbox=${INDIA}&furnished=1&parking=1`],
  ['a city, under ₹40,000', `bbox=${BENGALURU}&maxPrice=40000`],
  ['all India, under ₹40,000', `bbox=${INDIA}&maxPrice=40000`],
  // The facts: the grid's kept counts know none of them, the listings are read.
  ['a city, 800–1,500 sq ft', `bbox=${BENGALURU}&minArea=800&maxArea=1500`],
  ['a city, with a lift and a gym', `bbox=${BENGALURU}&amenities=lift,gym`],
  ['all India, for bachelors', `bbox=${INDIA}&tenant=bachelors`],
];
