import { badRequest } from '../../lib/errors';

/** Position after the last item shown: newest-first order is (created_at desc, id desc). */
export interface Cursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** Opaque to clients; anything that does not decode to a timestamp and an id is a 400. */
export function decodeCursor(value: string): Cursor {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const [createdAt, id, extra] = text.split('|');
  if (
    extra !== undefined ||
    !createdAt ||
    !id ||
    !UUID.test(id) ||
    Number.isNaN(Date.parse(createdAt))
  ) {
    throw badRequest('INVALID_CURSOR', 'The cursor is not valid');
  }
  return { createdAt, id };
}
