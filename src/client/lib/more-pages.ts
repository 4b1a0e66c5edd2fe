/**
 * "Load More" is a link as well as the app's request: followed before the app runs (or without
 * it), it opens the same list with one more page, `?more=N` being the pages after the first.
 */
export const MORE_PARAM = 'more';

// A list opened with more pages asks for them one after another: a bound on that.
const MOST_PAGES = 50;

/** The pages after the first that the URL asks for. */
export function morePages(search: URLSearchParams): number {
  const pages = Number(search.get(MORE_PARAM));
  return Number.isInteger(pages) && pages > 0 ? Math.min(pages, MOST_PAGES) : 0;
}

/** The query string of the same list with `pages` pages after the first. */
export function moreSearch(search: string, pages: number): string {
  const params = new URLSearchParams(search);
  params.set(MORE_PARAM, String(Math.min(pages, MOST_PAGES)));
  return `?${params.toString()}`;
}
