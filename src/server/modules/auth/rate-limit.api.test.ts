import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { TEST_ORIGIN, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { redisUp, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';

const attempt = (
  app: TestContext['app'],
  url: string,
  payload: Record<string, string>,
  ip = '203.0.113.7',
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': ip },
    payload,
  });

const signInAttempt = (app: TestContext['app'], email: string, ip?: string) =>
  attempt(app, '/api/auth/sign-in/email', { email, password: 'wrong password' }, ip);

function expectLimited(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: ACCOUNT_ERROR_CODES.rateLimited,
    message: expect.any(String),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in, sign-up and reset limits (in-process counters)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { authRateLimit: {} });
  });
  afterAll(() => t.close());

  it('allow 10 sign-in attempts a minute from one address; the 11th gets 429', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      const response = await signInAttempt(t.app, uniqueEmail(), ip);
      expect(response.statusCode).toBe(404);
    }
    expectLimited(await signInAttempt(t.app, uniqueEmail(), ip));
    // Another address is not affected, and neither are other endpoints.
    expect((await signInAttempt(t.app, uniqueEmail(), '203.0.113.11')).statusCode).toBe(404);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { 'x-forwarded-for': ip },
    });
    expect(session.statusCode).toBe(200);
  });

  it('allow 10 attempts a minute on one e-mail, whatever the address', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 10; i++) {
      expect((await signInAttempt(t.app, email, `198.51.100.${i + 1}`)).statusCode).toBe(404);
    }
    expectLimited(await signInAttempt(t.app, email.toUpperCase(), '198.51.100.200'));
  });

  it('count sign-up and reset requests too', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const response = await attempt(
        t.app,
        '/api/auth/sign-up/email',
        { name: 'Limit Tester', email: 'not-an-email', password: 'long enough' },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    expectLimited(
      await attempt(
        t.app,
        '/api/auth/sign-up/email',
        { name: 'Limit Tester', email: uniqueEmail(), password: 'long enough' },
        ip,
      ),
    );

    const email = uniqueEmail('reset');
    for (let i = 0; i < 10; i++) {
      const response = await attempt(
        t.app,
        '/api/auth/request-password-reset',
        { email },
        `192.0.2.${i + 1}`,
      );
      expect(response.statusCode).toBe(200);
    }
    expectLimited(
      await attempt(t.app, '/api/auth/request-password-reset', { email }, '192.0.2.100'),
    );
  });
});

describe('client addresses by default', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { authRateLimit: {} });
  });
  afterAll(() => t.close());

  it('believe X-Forwarded-For only from this host: a private-network peer cannot name itself', async () => {
    // A layer-4 balancer, a container proxy or SNAT hands the app a private peer address.
    const fromPeer = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.20.30.40',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor },
        payload: { email: uniqueEmail(), password: 'wrong password' },
      });
    for (let i = 0; i < 10; i++) {
      expect((await fromPeer(`198.18.1.${i + 1}`)).statusCode).toBe(404);
    }
    expectLimited(await fromPeer('198.18.1.200'));
  });
});

describe('client addresses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' }, { authRateLimit: {} });
  });
  afterAll(() => t.close());

  it('ignore X-Forwarded-For from a proxy that is not trusted, so it cannot dodge the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await signInAttempt(t.app, uniqueEmail(), `198.18.0.${i + 1}`);
      expect(response.statusCode).toBe(404);
    }
    expectLimited(await signInAttempt(t.app, uniqueEmail(), '198.18.0.200'));
  });
});

describe.skipIf(!redisUp)('limits shared through Redis (REDIS_URL)', () => {
  const nameSpace = `homestead-test-${randomUUID()}:`;
  let a: TestContext;
  let b: TestContext;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    a = await createTestApp({ REDIS_URL }, { authRateLimit: { nameSpace } });
    b = await createTestApp({ REDIS_URL }, { authRateLimit: { nameSpace } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('count attempts on every instance together', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      expect((await signInAttempt(app, uniqueEmail(), ip)).statusCode).toBe(404);
    }
    expectLimited(await signInAttempt(a.app, uniqueEmail(), ip));
    expectLimited(await signInAttempt(b.app, uniqueEmail(), ip));
    const keys = await redis.keys(`${nameSpace}*`);
    expect(keys).toContain(`${nameSpace}/sign-in/email:ip:${ip}`);
  });
});
