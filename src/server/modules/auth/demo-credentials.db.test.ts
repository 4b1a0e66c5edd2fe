import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertUser } from '../../test/factories';
import { accounts } from '../users/users.table';
import { demoPassword, ensureDemoCredentials } from './demo-credentials';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo owner credentials', () => {
  it('let owners created without a password sign in with the printed one', async () => {
    const owner = await insertUser(t.database.db, { email: uniqueEmail('demo-owner') });
    const missing = { email: uniqueEmail('not-seeded') };
    const credentials = await ensureDemoCredentials(t.app.accounts.auth, [owner, missing]);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.email).toBe(owner.email);
    expect(credentials[0]!.password).toHaveLength(16);

    const response = await signIn(t, owner.email, credentials[0]!.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(owner.id);

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.userId, owner.id));
    expect(row!.password).not.toContain(credentials[0]!.password);
  });

  it('are the same at every start and added only once', async () => {
    const owner = await insertUser(t.database.db, { email: uniqueEmail('demo-again') });
    const first = await ensureDemoCredentials(t.app.accounts.auth, [owner]);
    const second = await ensureDemoCredentials(t.app.accounts.auth, [owner]);
    expect(second).toEqual(first);
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('differ between installs', () => {
    expect(demoPassword('a'.repeat(48), 'x@example.com')).not.toBe(
      demoPassword('b'.repeat(48), 'x@example.com'),
    );
  });
});
