import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const NIL = '00000000-0000-0000-0000-000000000000';

describe('cursor', () => {
  const cursor = {
    createdAt: '2026-11-22T10:00:00.123Z',
    id: '0b7c6f3e-8a51-4c36-9a36-2f1b7e0f4a11',
  };

  it('round-trips and is opaque URL-safe text', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('accepts every instant the server can write, from year 1 to 9999', () => {
    for (const createdAt of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      expect(decodeCursor(encodeCursor({ createdAt, id: NIL }))).toEqual({ createdAt, id: NIL });
    }
  });

  it.each([
    ['an empty cursor', ''],
    ['text that is not base64 of anything', 'garbage'],
    ['an id that is not a UUID', encodeCursor({ ...cursor, id: 'x' })],
    ['a time that is not a time', encodeCursor({ ...cursor, createdAt: 'never' })],
    // Date.parse reads these, PostgreSQL's timestamptz does not: each was a 500.
    ['a bare year', b64(`2020|${NIL}`)],
    ['a weekday and a year', b64(`Mon 2020|${NIL}`)],
    ['Date#toString()', b64(`${new Date('2026-01-02T03:04:05Z').toString()}|${NIL}`)],
    ['a six-digit year', b64(`+275760-09-13T00:00:00.000Z|${NIL}`)],
    // Not the server's own format, or no such instant.
    ['no milliseconds', b64(`2026-11-22T10:00:00Z|${NIL}`)],
    ['an offset instead of Z', b64(`2026-11-22T10:00:00.000+00:00|${NIL}`)],
    ['February 30th', b64(`2026-02-30T10:00:00.000Z|${NIL}`)],
    ['year 0, which PostgreSQL lacks', b64(`0000-01-01T00:00:00.000Z|${NIL}`)],
    ['a negative year', b64(`-000001-01-01T00:00:00.000Z|${NIL}`)],
    ['an upper-case UUID', encodeCursor({ ...cursor, id: cursor.id.toUpperCase() })],
    ['a NUL after the id', encodeCursor({ ...cursor, id: `${cursor.id}\u0000` })],
    ['a third part', b64(`${cursor.createdAt}|${cursor.id}|x`)],
    // Base64 decoding would silently skip these characters.
    ['a trailing character outside base64url', `${encodeCursor(cursor)}!`],
    ['a leading character outside base64url', `!${encodeCursor(cursor)}`],
  ])('refuses %s with 400 INVALID_CURSOR', (_label, value) => {
    expect(() => decodeCursor(value)).toThrowError(
      expect.objectContaining({ statusCode: 400, code: 'INVALID_CURSOR' }),
    );
  });
});
