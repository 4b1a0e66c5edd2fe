import { counted, fill } from './message';

/**
 * The texts of a listing's facts beyond its rooms (docs/product.md#listing-facts): the form's
 * controls and their messages (the API answers with the same), and how the detail page and the
 * cards write each fact.
 */
export const listingFactsTexts = {
  labels: {
    area: 'Area (sq ft)',
    areaType: 'Area measured as',
    floor: 'Floor',
    totalFloors: 'Total floors',
    availableFrom: 'Available from',
    deposit: 'Security deposit',
    maintenance: 'Maintenance per month',
    tenants: 'Preferred tenants',
    amenities: 'Amenities',
    description: 'Description',
    /** Under the description, as one types. */
    charactersLeft: counted('en', { one: '# character left', other: '# characters left' }),
  },
  areaTypes: { carpet: 'Carpet', built_up: 'Built-up', super_built_up: 'Super built-up' },
  tenants: { family: 'Family', bachelors: 'Bachelors', company: 'Company' },
  amenities: {
    lift: 'Lift',
    'power-backup': 'Power backup',
    security: 'Security',
    gym: 'Gym',
    pool: 'Swimming pool',
    'piped-gas': 'Piped gas',
  },
  /** What is wrong with a fact, beside its control (and in the API's 400). */
  fields: {
    area: fill('Enter the area in whole square feet, from {min} to {max}.'),
    areaType: 'Choose Carpet, Built-up or Super built-up.',
    floor: fill('Enter a floor from {min} to {max} (0 is the ground floor).'),
    totalFloors: fill('Enter the total floors, from {min} to {max}.'),
    floorAboveTotal: 'The floor cannot be above the total floors.',
    floorNeedsTotal: 'Enter the total floors too.',
    totalNeedsFloor: 'Enter the floor too.',
    availableFrom: 'Enter a date.',
    availableTooLate: 'Choose a date within a year from today.',
    charge: fill('Enter whole rupees from {min} to {max}.'),
    rentOnly: 'Only a home for rent has this.',
    tenants: 'Choose Family, Bachelors or Company.',
    amenities: 'Choose amenities from the list.',
    description: fill('The description can be at most {max} characters long.'),
  },
  /** The detail page's list of facts: each name, then its value. */
  detail: {
    area: 'Area',
    areaValue: fill('{area} sq ft ({type})'),
    pricePerSqft: 'Price per sq ft',
    floor: 'Floor',
    floorValue: fill('{floor} of {total}'),
    groundFloor: 'Ground',
    availableFrom: 'Available from',
    immediately: 'Immediately',
    /** A later day: "1 Dec 2026" (a month's short name; the date is the owner's, not a time). */
    availableDay: fill('{day} {month} {year}'),
    months: {
      0: 'Jan',
      1: 'Feb',
      2: 'Mar',
      3: 'Apr',
      4: 'May',
      5: 'Jun',
      6: 'Jul',
      7: 'Aug',
      8: 'Sep',
      9: 'Oct',
      10: 'Nov',
      11: 'Dec',
    },
    deposit: 'Security deposit',
    maintenance: 'Maintenance',
    maintenanceValue: fill('{price} / Month'),
    tenants: 'Preferred tenants',
    amenities: 'Amenities',
    about: 'About this home',
    /** Between the ticked tenants or amenities: "Family, Company". */
    separator: ', ',
  },
  /** A card's area. */
  cardArea: fill('{area} sq ft'),
};
