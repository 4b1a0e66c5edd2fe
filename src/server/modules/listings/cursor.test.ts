import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

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

  it.each([
    '',
    'garbage',
    encodeCursor({ ...cursor, id: 'x' }),
    encodeCursor({ ...cursor, createdAt: 'never' }),
  ])('refuses %j with a 400', (value) => {
    expect(() => decodeCursor(value)).toThrowError(expect.objectContaining({ statusCode: 400 }));
  });
});
