import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app';

/** PUBLIC_URL of a test app without its own (the default): the Origin its browser sends. */
export const TEST_ORIGIN = 'http://localhost:3000';

/** The Cookie header a browser would send back after `response` (expired cookies dropped). */
export function cookieFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const cookie of response.cookies) {
    const expired =
      cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires < new Date());
    if (expired || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomUUID().slice(0, 8)}@example.com`.toLowerCase();

export interface SignedUpUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Cookie header carrying the session. */
  cookie: string;
}

/** Creates an account through POST /api/auth/sign-up/email and returns its session cookie. */
export async function signUp(
  t: Pick<TestContext, 'app' | 'config'>,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  const name = input.name ?? 'Test User';
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct horse battery';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl },
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json<{ user: { id: string; name: string; email: string } }>();
  return { ...user, password, cookie: cookieFrom(response) };
}

/** Signs in with e-mail and password; returns the raw response. */
export function signIn(t: Pick<TestContext, 'app' | 'config'>, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: t.config.publicUrl },
    payload: { email, password },
  });
}
