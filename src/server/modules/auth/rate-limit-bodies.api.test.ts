import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { TEST_ORIGIN, signUp, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';

// better-auth reads a JSON body for any spelling of application/json with any parameters, and
// (sign-in, sign-up) a form body for application/x-www-form-urlencoded: every one must be counted
// against the e-mail it names, whatever address the attempt comes from.
const LIMIT = 10;

const caseOf = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');

const parameter = fc.constantFrom(
  '',
  '; charset=utf-8',
  ';charset=UTF-8',
  '; Charset="utf-8"',
  '; boundary=x',
  ' ; foo=bar; charset=utf-8',
);

/** A body better-auth accepts on sign-in: its content type (any case, parameters) and bytes. */
const signInBody = fc.record({
  form: fc.boolean(),
  flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  parameter,
});

const encode = (
  body: { form: boolean; flips: boolean[]; parameter: string },
  fields: Record<string, string>,
) => ({
  type:
    caseOf(body.form ? 'application/x-www-form-urlencoded' : 'application/json', body.flips) +
    body.parameter,
  payload: body.form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
});

describe('the per-e-mail limit holds for every body better-auth reads', () => {
  let t: TestContext;
  let victim: string;
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { authRateLimit: {} });
  });
  afterAll(() => t.close());

  const signIn = (type: string, payload: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': type, 'x-forwarded-for': ip },
      payload,
    });

  it('Application/JSON from a new address each time is still limited (the reported repro)', async () => {
    victim = (await signUp(t, { email: uniqueEmail('victim') })).email;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body = JSON.stringify({ email: victim, password: `guess-${i}` });
      statuses.push((await signIn('Application/JSON', body, nextAddress())).statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('any mix of accepted content types: the 11th attempt on one e-mail is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(signInBody, { minLength: LIMIT + 1, maxLength: LIMIT + 1 }),
        async (bodies) => {
          const email = uniqueEmail('target');
          const statuses: number[] = [];
          for (const [i, body] of bodies.entries()) {
            // Another case names the same account.
            const written = i % 2 === 0 ? email.toUpperCase() : email;
            const { type, payload } = encode(body, { email: written, password: 'wrong password' });
            statuses.push((await signIn(type, payload, nextAddress())).statusCode);
          }
          expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
          expect(statuses[LIMIT]).toBe(429);
        },
      ),
      { numRuns: 12, seed: 22 },
    );
  });

  it('the limit answers with Retry-After and better-auth’s body shape', async () => {
    const response = await signIn(
      'application/json; charset=UTF-8',
      JSON.stringify({ email: victim, password: 'again' }),
      nextAddress(),
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: ACCOUNT_ERROR_CODES.rateLimited,
      message: expect.any(String),
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an attempt whose e-mail cannot be read, before any password is checked', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ password: 'x' })],
      ['application/json', JSON.stringify({ email: 42, password: 'x' })],
      ['application/json', JSON.stringify({ email: ['a@example.com'], password: 'x' })],
      ['application/x-www-form-urlencoded', 'password=x'],
      ['text/plain', JSON.stringify({ email: victim, password: 'x' })],
    ] as const) {
      const response = await signIn(type, payload, nextAddress());
      expect(response.statusCode, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${type} ${payload}`).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('reset requests on one inbox are limited whatever the content type’s spelling', async () => {
    const inbox = uniqueEmail('inbox');
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': i % 2 ? 'APPLICATION/json;charset=utf-8' : 'application/JSON',
          'x-forwarded-for': nextAddress(),
        },
        payload: JSON.stringify({ email: inbox }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('IPv6 clients', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { authRateLimit: {} });
  });
  afterAll(() => t.close());

  it('are counted by their /64: rotating the lower bits does not dodge the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': `2001:db8:7:1::${(i + 1).toString(16)}`,
        },
        payload: { email: uniqueEmail(), password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
    expect(statuses[LIMIT]).toBe(429);
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '2001:db8:7:2::1' },
      payload: { email: uniqueEmail(), password: 'wrong password' },
    });
    expect(neighbour.statusCode).toBe(404);
  });
});
