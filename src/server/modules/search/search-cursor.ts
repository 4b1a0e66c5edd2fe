import { LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { PRICE_MAX } from '../../../shared/constants';
import { AREA_MAX } from '../../../shared/listing-facts';
import type { SearchSort } from '../../../shared/search-filters';
import { badRequest } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../listings/cursor';

/**
 * Where a page of search results ends, in the order of its sort. The facts' sorts hold their sort
 * column's value (listings.table.ts): -1 for "no area", Infinity for "no price per sq ft".
 */
export type SearchCursor =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'price_asc' | 'price_desc'; price: number; id: string }
  | { sort: 'area_desc'; area: number; id: string }
  | { sort: 'ppsf_asc'; ppsf: number; id: string };

type KeyedSort = Exclude<SearchSort, 'newest'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRICE = /^(0|[1-9]\d{0,9})$/;
const AREA = /^(-1|0|[1-9]\d{0,5})$/;
/** A positive float as JavaScript writes it (never in exponent form in this range), or Infinity. */
const PPSF = /^((0|[1-9]\d{0,9})(\.\d{1,20})?|Infinity)$/;

/** Each sort's letter in the cursor, and the value its cursor holds (undefined: not ours). */
const KEYS: Record<KeyedSort, { letter: string; read: (text: string) => number | undefined }> = {
  // A listing's price column holds no more than PRICE_MAX: a larger one is no cursor of ours.
  price_asc: { letter: 'a', read: (t) => (PRICE.test(t) && +t <= PRICE_MAX ? +t : undefined) },
  price_desc: { letter: 'd', read: (t) => (PRICE.test(t) && +t <= PRICE_MAX ? +t : undefined) },
  area_desc: { letter: 'r', read: (t) => (AREA.test(t) && +t <= AREA_MAX ? +t : undefined) },
  ppsf_asc: { letter: 'p', read: (t) => (PPSF.test(t) ? Number(t) : undefined) },
};

const invalid = () => badRequest(LISTING_ERROR_CODES.invalidCursor, 'The cursor is not valid');

/** The sort column's value a keyed cursor holds. */
export const keyOf = (cursor: Exclude<SearchCursor, { sort: 'newest' }>): number =>
  cursor.sort === 'area_desc'
    ? cursor.area
    : cursor.sort === 'ppsf_asc'
      ? cursor.ppsf
      : cursor.price;

export function encodeSearchCursor(cursor: SearchCursor): string {
  if (cursor.sort === 'newest') return encodeCursor(cursor);
  // String() writes the shortest text that reads back as the same float: the page resumes exactly.
  const text = `${KEYS[cursor.sort].letter}|${String(keyOf(cursor))}|${cursor.id}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

function cursorOf(sort: KeyedSort, key: number, id: string): SearchCursor {
  if (sort === 'area_desc') return { sort, area: key, id };
  if (sort === 'ppsf_asc') return { sort, ppsf: key, id };
  return { sort, price: key, id };
}

/**
 * Only a cursor this server made for the same sort is accepted (anything else is a 400): a
 * newest-first cursor is the lists' own; the others hold the sort, its column's value and a UUID.
 */
export function decodeSearchCursor(value: string, sort: SearchSort): SearchCursor {
  if (sort === 'newest') return { sort, ...decodeCursor(value) };
  const [letter, key, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const amount = key === undefined ? undefined : KEYS[sort].read(key);
  if (letter !== KEYS[sort].letter || extra !== undefined || amount === undefined) throw invalid();
  if (!id || !UUID.test(id)) throw invalid();
  const cursor = cursorOf(sort, amount, id);
  if (encodeSearchCursor(cursor) !== value) throw invalid();
  return cursor;
}
