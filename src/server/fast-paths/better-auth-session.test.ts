import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  sessionNeedsWrite,
  sessionRules,
  sessionToken,
  type AuthContextPart,
} from './better-auth-session';

const context: AuthContextPart = {
  options: {},
  authCookies: { sessionToken: { name: 'better-auth.session_token' } },
  secret: 'a secret of the tests',
  sessionConfig: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
  secondaryStorage: undefined,
};
const rules = sessionRules(context)!;

/** A cookie value as better-call signs it: the token, a dot, its HMAC in base64; URL-encoded. */
const signed = (token: string, secret = context.secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('the session cookie as better-auth reads it', () => {
  it('gives the token of a cookie signed with the secret, among other cookies', () => {
    const cookie = `theme=dark; better-auth.session_token=${signed('abc123')}; lang=hi`;
    expect(sessionToken(cookie, rules)).toBe('abc123');
  });

  it('reads the first session cookie when a header repeats it', () => {
    const cookie = `better-auth.session_token=${signed('first')}; better-auth.session_token=${signed('second')}`;
    expect(sessionToken(cookie, rules)).toBe('first');
  });

  it('gives nothing without the cookie, and refuses a signature not made with the secret', () => {
    expect(sessionToken(undefined, rules)).toBeNull();
    expect(sessionToken('theme=dark', rules)).toBeNull();
    for (const value of [
      signed('abc123', 'another secret'),
      'abc123',
      'abc123.short=',
      `.${'A'.repeat(43)}=`,
    ]) {
      expect(sessionToken(`better-auth.session_token=${value}`, rules)).toBe('unverified');
    }
  });

  it('leaves every session to better-auth when it may keep them elsewhere than the database', () => {
    expect(
      sessionRules({ ...context, options: { session: { cookieCache: { enabled: true } } } }),
    ).toBeNull();
    expect(sessionRules({ ...context, secondaryStorage: { get: () => null } })).toBeNull();
  });
});

describe('whether reading a session would make better-auth write', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const inDays = (days: number) => new Date(now + days * 24 * 3600 * 1000);

  it('is no for a session less than a day old, yes once it is a day old or expired', () => {
    expect(sessionNeedsWrite(inDays(6.5), rules, now)).toBe(false);
    expect(sessionNeedsWrite(inDays(6), rules, now)).toBe(true);
    expect(sessionNeedsWrite(inDays(1), rules, now)).toBe(true);
    expect(sessionNeedsWrite(inDays(-0.001), rules, now)).toBe(true);
  });
});
