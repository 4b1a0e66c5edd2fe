import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signIn, signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { ADMIN_EMAILS_ENV, asUser, MODERATOR_EMAILS, signUpModerator } from '../../test/moderation';
import { listings } from '../listings/listings.table';
import { sessions } from '../users/users.table';

/**
 * Suspensions, on two instances of the app on one database (as behind a balancer): a suspended
 * account is signed out on both at once.
 */
let t: TestContext;
let other: FastifyInstance;
let send: ReturnType<typeof asUser>;
let sendOther: ReturnType<typeof asUser>;
let moderator: SignedUpUser;

const instance = (config = t.config) =>
  buildApp(config, {
    database: t.database,
    storage: t.storage,
    logger: false,
    authRateLimit: { max: 10_000 },
    jobPollMs: 0,
  });

beforeAll(async () => {
  t = await createTestApp(ADMIN_EMAILS_ENV);
  other = await instance();
  await other.ready();
  send = asUser(t, t.app);
  sendOther = asUser(t, other);
  moderator = await signUpModerator(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const onAccount = (action: string, id: string, user: SignedUpUser = moderator) =>
  send('POST', `/api/moderation/accounts/${id}/${action}`, user);
const statusOf = async (id: string, user?: SignedUpUser) =>
  (await send('GET', `/api/listings/${id}`, user ?? moderator)).json().status;

describe('suspending an account', () => {
  it('signs it out on every instance at once, hides its listings and refuses its sign-in', async () => {
    const owner = await signUp(t, { name: 'Suresh Suspect' });
    // A second session, made on the other instance.
    const second = await signIn({ app: other, config: t.config }, owner.email, owner.password);
    const secondCookie = second.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const both = { ...owner, cookie: secondCookie };
    const listed = await insertListing(t.database.db, owner.id);
    const rented = await insertListing(t.database.db, owner.id, { closedAt: new Date() });
    await send('POST', `/api/listings/${listed.id}/reports`, await signUp(t), { reason: 'broker' });
    for (const ask of [send, sendOther]) {
      expect((await ask('GET', '/api/me', owner)).statusCode).toBe(200);
      expect((await ask('GET', '/api/me', both)).statusCode).toBe(200);
    }

    const suspended = await onAccount('suspend', owner.id);
    expect(suspended.statusCode, suspended.body).toBe(204);
    for (const ask of [send, sendOther]) {
      for (const who of [owner, both]) {
        expect((await ask('GET', '/api/me', who)).statusCode).toBe(401);
        expect((await ask('GET', '/api/auth/get-session', who)).json()).toBeNull();
      }
    }
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.id)),
    ).toEqual([]);
    expect(await statusOf(listed.id)).toBe('hidden');
    expect(await statusOf(rented.id)).toBe('hidden');
    expect((await send('GET', `/api/listings/${listed.id}`)).statusCode).toBe(404);
    const reports = (await send('GET', '/api/moderation/reports', moderator)).json();
    expect(reports.items.map((i: { listing: { id: string } }) => i.listing.id)).not.toContain(
      listed.id,
    );

    for (const app of [t.app, other]) {
      const again = await signIn({ app, config: t.config }, owner.email, owner.password);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: 'This account is suspended',
      });
      expect(again.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
    }
    // A wrong password says nothing of the suspension.
    expect((await signIn(t, owner.email, 'not the password')).statusCode).toBe(401);

    const entry = (await send('GET', '/api/moderation/history', moderator)).json().items[0];
    expect(entry).toMatchObject({
      action: 'suspend',
      account: { id: owner.id, name: 'Suresh Suspect' },
      listing: null,
      reasons: { broker: 1 },
      reinstatable: true,
    });
    expect((await onAccount('suspend', owner.id)).statusCode).toBe(409);
  });

  it('reinstating shows the listings the suspension hid, not one a moderator hid on its own', async () => {
    const owner = await signUp(t, { name: 'Rani Reinstated' });
    const own = await insertListing(t.database.db, owner.id);
    const hiddenAlone = await insertListing(t.database.db, owner.id);
    const rented = await insertListing(t.database.db, owner.id, { closedAt: new Date() });
    expect(
      (await send('POST', `/api/moderation/listings/${hiddenAlone.id}/hide`, moderator)).statusCode,
    ).toBe(204);
    expect((await onAccount('suspend', owner.id)).statusCode).toBe(204);
    const hidden = (await send('GET', '/api/moderation/hidden', moderator)).json().items as {
      listing: { id: string };
      withAccount: boolean;
    }[];
    const mine = hidden.filter((h) => [own.id, hiddenAlone.id, rented.id].includes(h.listing.id));
    expect(Object.fromEntries(mine.map((h) => [h.listing.id, h.withAccount]))).toEqual({
      [own.id]: true,
      [rented.id]: true,
      [hiddenAlone.id]: false,
    });

    expect((await onAccount('reinstate', owner.id)).statusCode).toBe(204);
    expect(await statusOf(own.id)).toBe('listed');
    expect(await statusOf(rented.id)).toBe('rented');
    expect(await statusOf(hiddenAlone.id)).toBe('hidden');
    const signedIn = await signIn(t, owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    const [reinstated, suspension] = (
      await send('GET', '/api/moderation/history', moderator)
    ).json().items;
    expect(reinstated).toMatchObject({
      action: 'reinstate',
      account: { id: owner.id },
      reinstatable: false,
    });
    // The suspension no longer in force: no "Reinstate" for it.
    expect(suspension).toMatchObject({ action: 'suspend', reinstatable: false });
    expect((await onAccount('reinstate', owner.id)).statusCode).toBe(409);
  });

  it('a listing hidden with its account and then hidden on its own stays hidden on reinstating', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await onAccount('suspend', owner.id);
    expect(
      (await send('POST', `/api/moderation/listings/${listing.id}/hide`, moderator)).statusCode,
    ).toBe(204);
    await onAccount('reinstate', owner.id);
    expect(await statusOf(listing.id)).toBe('hidden');
  });

  it("never suspends one's own account or another moderator's; 404 for no such account", async () => {
    const own = await onAccount('suspend', moderator.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('PROTECTED_ACCOUNT');
    const peer = await signUpModerator(t, MODERATOR_EMAILS[1], 'Peer Moderator');
    const other = await onAccount('suspend', peer.id);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('PROTECTED_ACCOUNT');
    expect((await send('GET', '/api/me', peer)).statusCode).toBe(200);
    expect((await onAccount('suspend', 'no-such-account')).statusCode).toBe(404);
    expect((await onAccount('suspend', 'bad id!')).statusCode).toBe(400);
    expect((await onAccount('reinstate', 'no-such-account')).statusCode).toBe(404);
  });

  it('keeps a listing a moderator restores while its account is suspended shown on reinstating', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await onAccount('suspend', owner.id);
    expect(
      (await send('POST', `/api/moderation/listings/${listing.id}/restore`, moderator)).statusCode,
    ).toBe(204);
    expect(await statusOf(listing.id)).toBe('listed');
    await onAccount('reinstate', owner.id);
    expect(await statusOf(listing.id)).toBe('listed');
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.hiddenWithAccount).toBe(false);
  });
});

describe('the moderator role follows ADMIN_EMAILS', () => {
  it('an address taken off the list loses the role (same account, same database)', async () => {
    const without = await instance(
      loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ADMIN_EMAILS: MODERATOR_EMAILS[1]! }),
    );
    await without.ready();
    try {
      const ask = asUser(t, without);
      expect((await send('GET', '/api/moderation/reports', moderator)).statusCode).toBe(200);
      expect((await ask('GET', '/api/moderation/reports', moderator)).statusCode).toBe(404);
      expect((await ask('GET', '/api/me', moderator)).json().moderator).toBe(false);
      // Unset: nobody moderates.
      const nobody = await instance(loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }));
      await nobody.ready();
      expect(
        (await asUser(t, nobody)('GET', '/api/moderation/history', moderator)).statusCode,
      ).toBe(404);
      await nobody.close();
    } finally {
      await without.close();
    }
  });
});
