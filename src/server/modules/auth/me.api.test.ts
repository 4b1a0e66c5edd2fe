import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { signUp, TEST_ORIGIN, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { users } from '../users/users.table';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

/** The answer is 200 with `user`'s profile under `name`, as GET and PATCH /api/me give it. */
function expectProfile(response: LightMyRequestResponse, user: SignedUpUser, name: string) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    id: user.id,
    name,
    email: user.email,
    moderator: false,
    messageMails: true,
  });
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/me', () => {
  it('returns the signed-in user', async () => {
    const user = await signUp(t, { name: 'Meera' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expectProfile(response, user, 'Meera');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 UNAUTHENTICATED without a session or with a forged cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe(ACCOUNT_ERROR_CODES.unauthenticated);
    }
  });
});

describe('PATCH /api/me', () => {
  it('changes the display name (trimmed) in the users row, which is the session user', async () => {
    const user = await signUp(t, { name: 'Old Name' });
    const response = await patchMe(user.cookie, { name: '  New Name  ' });
    expectProfile(response, user, 'New Name');
    expect((await rowOf(user.id)).name).toBe('New Name');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.name).toBe('New Name');
  });

  it('changes nothing else: another id, the e-mail and other fields in the body are ignored', async () => {
    const user = await signUp(t, { name: 'Me Myself' });
    const victim = await signUp(t, { name: 'Someone Else' });
    const before = await rowOf(user.id);
    const response = await patchMe(user.cookie, {
      name: 'Renamed',
      id: victim.id,
      userId: victim.id,
      email: 'taken@example.com',
      emailVerified: true,
      image: 'https://evil.example/x.png',
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    const after = await rowOf(user.id);
    expect(after).toMatchObject({
      name: 'Renamed',
      email: before.email,
      emailVerified: before.emailVerified,
      image: before.image,
      createdAt: before.createdAt,
    });
    expect((await rowOf(victim.id)).name).toBe('Someone Else');
  });

  it.each([
    ['an empty name', ''],
    ['a name of spaces', '    '],
    ['a name over 50 characters', 'x'.repeat(51)],
    ['a name that is not text', 42],
  ])('refuses %s with 400 and keeps the name', async (_label, name) => {
    const user = await signUp(t, { name: 'Steady Name' });
    const response = await patchMe(user.cookie, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['name'], message: expect.any(String) }],
    });
    expect((await rowOf(user.id)).name).toBe('Steady Name');
  });

  it('turns the mails of new messages off and on again (messageMails), the name kept', async () => {
    const user = await signUp(t, { name: 'Quiet Person' });
    const off = await patchMe(user.cookie, { messageMails: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ name: 'Quiet Person', messageMails: false });
    expect((await rowOf(user.id)).messageMails).toBe(false);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.json()).toMatchObject({ messageMails: false });
    expect((await patchMe(user.cookie, { messageMails: 'no' })).statusCode).toBe(400);
    const on = await patchMe(user.cookie, { messageMails: true, name: 'Chatty Person' });
    expect(on.json()).toMatchObject({ name: 'Chatty Person', messageMails: true });
    expect((await patchMe(user.cookie, {})).json()).toMatchObject({ name: 'Chatty Person' });
  });

  it('accepts exactly 50 characters', async () => {
    const user = await signUp(t);
    const response = await patchMe(user.cookie, { name: 'y'.repeat(50) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await patchMe(undefined, { name: 'Nobody' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(ACCOUNT_ERROR_CODES.unauthenticated);
  });

  it("leaves better-auth's own update-user and change-email closed", async () => {
    const user = await signUp(t, { name: 'Closed Doors' });
    for (const url of ['/api/auth/update-user', '/api/auth/change-email']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
        payload: { name: 'x'.repeat(80), newEmail: 'other@example.com' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await rowOf(user.id)).toMatchObject({ name: 'Closed Doors', email: user.email });
  });
});
