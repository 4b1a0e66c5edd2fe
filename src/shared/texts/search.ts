import { counted, fill } from './message';
import { savedTexts } from './saved';

/**
 * The texts of /search: the filters (beside the results, or in a dialog on a phone, with the
 * active ones as chips), the count of results, the list, the map and "Save search".
 */
export const searchTexts = {
  /** The count of all matches; "+" when the count stopped at its cap. */
  noMatches: 'No homes match these filters',
  homes: counted('en', { one: '# home', other: '# homes' }),
  homesAtLeast: fill('{count}+ homes'),
  /** Under the count when nothing matches: what to try (the count already says none match). */
  empty: 'Try another place, a wider budget or fewer filters.',
  filters: {
    label: 'Filters',
    type: 'Type',
    any: 'Any',
    rent: 'Rent',
    sale: 'Sale',
    place: 'Locality or city',
    places: 'Places',
    city: 'City',
    locality: 'Locality',
    minPrice: 'Min price',
    maxPrice: 'Max price',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    /** A bedroom or bathroom count meaning "this many or more". */
    atLeast: fill('{count}+'),
    furnished: 'Furnished',
    parking: 'Parking',
    offer: 'Offers only',
    // The listing facts (the tenants' and amenities' names are listing-facts.ts's).
    minArea: 'Min area (sq ft)',
    maxArea: 'Max area (sq ft)',
    availableBy: 'Available by',
    tenant: 'Tenant',
    sort: 'Sort by',
    sorts: {
      newest: 'Newest',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      area_desc: 'Area: largest first',
      ppsf_asc: 'Price per sq ft: low to high',
    },
    clear: 'Clear filters',
    apply: 'Apply filters',
  },
  /** The phone's dialog of the filters: it closes on the results. */
  showResults: 'Show results',
  /** The active filters as chips, each a button that removes its filter. */
  chips: {
    label: 'Active filters',
    remove: fill('Remove {filter}'),
    minPrice: fill('Min {price}'),
    maxPrice: fill('Max {price}'),
    /** Both bounds of the area, "800–1,500" (summary.range), or one of them. */
    area: fill('{area} sq ft'),
    minArea: fill('Min {area} sq ft'),
    maxArea: fill('Max {area} sq ft'),
    /** "Available by 1 Dec 2026": a chip is short, so is its month. */
    availableBy: fill('Available by {date}'),
    mapArea: 'Map area',
  },
  /**
   * The readable summary of a search (a saved search's name): "Rent in Bengaluru, 2–3
   * bedrooms, up to ₹40,000". Its bedroom and bathroom counts are the chips' too.
   */
  summary: {
    kinds: { any: 'Homes', rent: 'Rent', sale: 'Sale' },
    all: 'All homes',
    inPlace: fill('{kind} in {place}'),
    mapArea: 'the map area',
    /** After a place, when the map's box limits the search too. */
    mapAreaOnly: 'map area only',
    bedrooms: counted('en', { one: '# bedroom', other: '# bedrooms' }),
    bathrooms: counted('en', { other: '# bathrooms' }),
    /** A run of counts or prices, with an en dash. */
    range: fill('{from}–{to}'),
    either: fill('{some} or {last}'),
    from: fill('from {price}'),
    upTo: fill('up to {price}'),
    /** The area asked: a run of two ("800–1,500") or one area. */
    area: fill('{area} sq ft'),
    areaAtLeast: fill('{area}+ sq ft'),
    areaUpTo: fill('up to {area} sq ft'),
    furnished: 'furnished',
    parking: 'with parking',
    offer: 'on offer',
    separator: ', ',
    /** The end of a summary cut to the longest name a saved search may have. */
    cut: '…',
  },
  save: {
    button: 'Save search',
    dialog: 'Save search',
    name: 'Name',
    frequency: 'E-mail me',
    // The same four choices as each saved search's on /saved.
    frequencies: savedTexts.searches.frequencies,
    submit: 'Save',
    /** Toast. */
    saved: 'Search saved',
    /** Toast, when the API's answer says nothing (the network failed). */
    failed: 'The search could not be saved.',
    /** The API's refusals of a name, shown as its toast. */
    nameRequired: 'Give the search a name.',
    nameTooLong: fill('A name is at most {max} characters.'),
  },
  results: 'Results',
  map: 'Map',
  /** Overlapping pins drawn as one, before they spread: the lowest price and how many more. */
  pinGroup: fill('{price} +{more}'),
  showMap: 'Show map',
  showList: 'Show list',
  followMap: 'Search as I move the map',
};
