import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';

describe('the test database on PGlite and on PostgreSQL', () => {
  it('answers ping while open, not after close', async () => {
    const database = await createTestDatabase();
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(await database.ping()).toBe(false);
  });
});
