import { counted, fill } from './message';

/** The texts of /search: the filters, the count of results, the list and the map. */
export const searchTexts = {
  heading: 'Search',
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
    sort: 'Sort by',
    sorts: { newest: 'Newest', price_asc: 'Price: low to high', price_desc: 'Price: high to low' },
    clear: 'Clear filters',
    apply: 'Apply filters',
  },
  results: 'Results',
  map: 'Map',
  showMap: 'Show map',
  showList: 'Show list',
  followMap: 'Search as I move the map',
};
