import { APIError } from 'better-auth/api';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { logSink } from '../../test/log-sink';
import { startOidcProvider } from '../../test/oidc';
import { authLogLevel } from './auth-logger';

const sink = logSink();
const lines = sink.lines as { level: number; msg: string }[];
const WARN = 40;
const ERROR = 50;

let provider: OAuth2Server;
let t: TestContext;

beforeAll(async () => {
  const oidc = await startOidcProvider();
  provider = oidc.provider;
  t = await createTestApp(oidc.env, { logger: { level: 'debug', stream: sink.stream } });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

describe("the auth library's log", () => {
  it("logs clients' mistakes as warnings, never as errors", async () => {
    const user = await signUp(t);
    const evil = 'https://evil.example/';
    const mistakes: [string, string, object?][] = [
      ['POST', '/api/auth/sign-in/oauth2', { providerId: 'oidc', callbackURL: evil }],
      ['POST', '/api/auth/sign-in/email', { ...user, callbackURL: evil }],
      ['POST', '/api/auth/request-password-reset', { email: user.email, redirectTo: evil }],
      ['GET', '/api/auth/callback/oidc'],
      ['GET', '/api/auth/oauth2/callback/oidc?state=forged&code=abc'],
      ['GET', '/api/auth/callback/nope?state=forged&code=abc'],
      [
        'GET',
        `/api/auth/oauth-popup/start?${new URLSearchParams({
          provider: 'oidc',
          popupOrigin: 'https://evil.example',
          popupNonce: 'abc',
          callbackURL: '/',
        })}`,
      ],
      ['GET', `/api/auth/reset-password/forged?callbackURL=${encodeURIComponent(evil)}`],
      ['POST', '/api/auth/reset-password', { token: 'forged', newPassword: 'whatever123' }],
    ];
    const before = lines.length;
    for (const [method, url, payload] of mistakes) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { origin: t.config.publicUrl },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= ERROR)).toEqual([]);
    const warnings = logged.filter((line) => line.level === WARN).map((line) => line.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        `auth: Invalid callbackURL: ${evil}`,
        'auth: State not found',
        'auth: Failed to parse state',
      ]),
    );
  });

  it('keeps real failures at error level', () => {
    expect(authLogLevel('error', [new Error('connection refused')])).toBe('error');
    expect(authLogLevel('error', [new APIError('INTERNAL_SERVER_ERROR')])).toBe('error');
    expect(authLogLevel('error', [new APIError('BAD_REQUEST')])).toBe('warn');
    expect(authLogLevel('error', ['Invalid origin: https://evil.example'])).toBe('warn');
    expect(authLogLevel('warn', [])).toBe('warn');
  });
});
