import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { cookieFrom, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInFrom = (origin: string | undefined, email: string, password = 'whatever123') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: origin ? { origin } : {},
    payload: { email, password },
  });

describe('requests from another origin', () => {
  it('are refused on better-auth routes with 403 FORBIDDEN_ORIGIN', async () => {
    const user = await signUp(t);
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const response = await signInFrom(origin, user.email, user.password);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: ACCOUNT_ERROR_CODES.forbiddenOrigin,
        message: expect.any(String),
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
    });
    expect(signOut.statusCode).toBe(403);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.id).toBe(user.id);
  });

  it("are refused on the app's own mutating routes, and change nothing", async () => {
    const user = await signUp(t, { name: 'Unchanged' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: { name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(ACCOUNT_ERROR_CODES.forbiddenOrigin);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(me.json().name).toBe('Unchanged');
  });

  it('pass from PUBLIC_URL, its loopback aliases, and without an Origin header', async () => {
    const user = await signUp(t);
    for (const origin of [TEST_ORIGIN, 'http://127.0.0.1:3000', 'http://[::1]:3000', undefined]) {
      const response = await signInFrom(origin, user.email, user.password);
      expect(response.statusCode).toBe(200);
    }
  });

  it('do not matter for reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cookies behind https', () => {
  it('are Secure, HttpOnly and SameSite=Lax when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://homes.example' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://homes.example' },
        payload: { name: 'Secure Sam', email: uniqueEmail(), password: 'long enough' },
      });
      expect(response.statusCode).toBe(200);
      const session = [response.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token='))!;
      expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
      const me = await secure.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookieFrom(response) },
      });
      expect(me.json().name).toBe('Secure Sam');
    } finally {
      await secure.close();
    }
  });
});
