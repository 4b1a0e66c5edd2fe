import { LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { PRICE_MAX } from '../../../shared/constants';
import type { SearchSort } from '../../../shared/search-filters';
import { badRequest } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../listings/cursor';

/** Where a page of search results ends, in the order of its sort. */
export type SearchCursor =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'price_asc' | 'price_desc'; price: number; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRICE = /^(0|[1-9]\d{0,9})$/;
/** A listing's price column holds no more than PRICE_MAX: a larger cursor price is no cursor of ours. */
const priceOf = (text: string | undefined) =>
  text && PRICE.test(text) && Number(text) <= PRICE_MAX ? Number(text) : undefined;
const invalid = () => badRequest(LISTING_ERROR_CODES.invalidCursor, 'The cursor is not valid');

export function encodeSearchCursor(cursor: SearchCursor): string {
  if (cursor.sort === 'newest') return encodeCursor(cursor);
  const text = `${cursor.sort === 'price_asc' ? 'a' : 'd'}|${cursor.price}|${cursor.id}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * Only a cursor this server made for the same sort is accepted (anything else is a 400): a
 * newest-first cursor is the lists' own; a price cursor holds the sort, a whole price and a UUID.
 */
export function decodeSearchCursor(value: string, sort: SearchSort): SearchCursor {
  if (sort === 'newest') return { sort, ...decodeCursor(value) };
  const [direction, price, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const expected = sort === 'price_asc' ? 'a' : 'd';
  const amount = priceOf(price);
  if (direction !== expected || extra !== undefined || amount === undefined) throw invalid();
  if (!id || !UUID.test(id)) throw invalid();
  const cursor: SearchCursor = { sort, price: amount, id };
  if (encodeSearchCursor(cursor) !== value) throw invalid();
  return cursor;
}
