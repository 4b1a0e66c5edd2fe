import { badRequest } from '../../lib/errors';
import { LISTING_ERROR_CODES } from '../../../shared/api-errors';

/** Position after the last item shown: newest-first order is (created_at desc, id desc). */
export interface Cursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Exactly what Date#toISOString gives for the years PostgreSQL and JavaScript both read the same
 * way (PostgreSQL has no year 0; six-digit years are written differently). Date.parse alone also
 * accepts "2020", "Mon 2020" or a Date#toString() text, which PostgreSQL refuses (a 500).
 */
const ISO_TIMESTAMP = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const invalid = () => badRequest(LISTING_ERROR_CODES.invalidCursor, 'The cursor is not valid');

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/**
 * Opaque to clients; only a cursor this server could have made is accepted, anything else is a
 * 400: a real instant in the server's own timestamp format (no 2020-02-30), a lower-case UUID,
 * in the exact base64url this server writes.
 */
export function decodeCursor(value: string): Cursor {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const [createdAt, id, extra] = text.split('|');
  if (extra !== undefined || !createdAt || !id || !UUID.test(id)) throw invalid();
  if (!ISO_TIMESTAMP.test(createdAt)) throw invalid();
  const time = Date.parse(createdAt);
  if (Number.isNaN(time) || new Date(time).toISOString() !== createdAt) throw invalid();
  const cursor = { createdAt, id };
  // Base64 decoding skips characters it does not know: "a!b" would read as "ab".
  if (encodeCursor(cursor) !== value) throw invalid();
  return cursor;
}
