import type { AreaType } from '../../../shared/listing-facts';
import type { BuildingStyle } from '../listings';

// What homes are like in each demo city, as the demo's facts draw them (demo-facts.ts): sizes,
// deposits, maintenance, towers and piped gas, from what Indian listings commonly say.

/** Carpet area of a flat by bedrooms (index 1–5), in square feet: what the rooms take. */
export const CARPET_BY_BEDROOMS: readonly (readonly [number, number])[] = [
  [0, 0],
  [450, 700],
  [800, 1200],
  [1200, 1800],
  [1800, 2600],
  [2600, 4000],
];
/** Houses and villas have more room than a flat of as many bedrooms. */
export const STYLE_SIZE: Readonly<Record<BuildingStyle, number>> = {
  apartment: 1,
  house: 1.25,
  villa: 1.6,
};
/** Built-up adds the walls and balconies; super built-up a share of the common areas. */
export const MEASURE_SIZE: Readonly<Record<AreaType, number>> = {
  carpet: 1,
  built_up: 1.2,
  super_built_up: 1.35,
};
/** Mumbai's flats are famously small for their bedrooms. */
export const CITY_SIZE: Readonly<Record<string, number>> = { Mumbai: 0.8 };

/** Months of rent a deposit usually is in each city. */
export const DEPOSIT_MONTHS: Readonly<Record<string, readonly [number, number]>> = {
  Bengaluru: [6, 10],
  Mumbai: [3, 6],
  Chennai: [3, 5],
  Kochi: [2, 4],
  Jaipur: [1, 2],
  Chandigarh: [1, 2],
};
export const DEFAULT_DEPOSIT_MONTHS = [2, 3] as const;

/** A month's maintenance per square foot of a flat in each city, in rupees. */
export const MAINTENANCE_RATE: Readonly<Record<string, number>> = {
  Mumbai: 5,
  Gurugram: 4,
  Bengaluru: 3.5,
  'New Delhi': 3,
  Jaipur: 2,
  Chandigarh: 2,
  Kochi: 2,
};
export const DEFAULT_MAINTENANCE_RATE = 2.5;
export const MAINTENANCE_RANGE = [1_000, 8_000] as const;

/** How often a flat is in a tower (12 floors and up) rather than a low-rise building. */
export const TOWER_SHARE: Readonly<Record<string, number>> = {
  Mumbai: 0.7,
  Gurugram: 0.6,
  Bengaluru: 0.4,
  Pune: 0.4,
  Hyderabad: 0.4,
  'New Delhi': 0.15,
  Jaipur: 0.15,
  Chandigarh: 0.1,
  Bardez: 0.05,
};
export const DEFAULT_TOWER_SHARE = 0.3;

/** Cities whose homes commonly have piped gas. */
export const PIPED_GAS_CITIES = new Set([
  'Mumbai',
  'Pune',
  'New Delhi',
  'Gurugram',
  'Ahmedabad',
  'Hyderabad',
  'Bengaluru',
]);
