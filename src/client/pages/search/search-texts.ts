import type { SearchSort } from '../../../shared/search-filters';

/** The texts of /search (docs/product.md#search). */
export const searchTexts = {
  heading: 'Search',
  count: (total: number, capped = false) =>
    total === 0
      ? 'No homes match these filters'
      : `${total.toLocaleString('en-IN')}${capped ? '+' : ''} ${total === 1 && !capped ? 'home' : 'homes'}`,
  /** Under the count when nothing matches: what to try (the count already says none match). */
  empty: 'Try another place, a wider budget or fewer filters.',
  sorts: {
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
  } satisfies Record<SearchSort, string>,
} as const;
