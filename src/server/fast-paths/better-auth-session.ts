import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { parseCookie } from 'cookie';

/** What of better-auth's context (`await auth.$context`) a session read needs. */
export interface AuthContextPart {
  /** better-auth's options as given (typed by them): `session.cookieCache` is read. */
  options: object;
  authCookies: { sessionToken: { name: string } };
  secret: string;
  sessionConfig: { expiresIn: number; updateAge: number };
  secondaryStorage: unknown;
}

/** better-auth's rules for a session cookie and its row, read once from its context. */
export interface SessionRules {
  cookieName: string;
  /** The auth secret, as the key of the cookie's HMAC (made once). */
  key: KeyObject;
  /** Seconds a session lasts, and how old it may grow before a read extends it. */
  expiresIn: number;
  updateAge: number;
}

/**
 * The rules when better-auth reads every session from the database, as this app configures it;
 * null when it may read one elsewhere (a cookie cache, secondary storage), where only
 * better-auth can tell.
 */
export function sessionRules(context: AuthContextPart): SessionRules | null {
  const { options, authCookies, secret, sessionConfig, secondaryStorage } = context;
  const { session } = options as { session?: { cookieCache?: { enabled?: boolean } } };
  if (session?.cookieCache?.enabled || secondaryStorage) return null;
  return {
    cookieName: authCookies.sessionToken.name,
    key: createSecretKey(Buffer.from(secret, 'utf8')),
    expiresIn: sessionConfig.expiresIn,
    updateAge: sessionConfig.updateAge,
  };
}

/** An HMAC-SHA256 in base64, as better-call signs: 44 characters ending in "=". */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a Cookie header, as better-auth's getSession reads it: the session
 * cookie's first value, URL-decoded, is "<token>.<base64 HMAC-SHA256 of the token>" signed with
 * the auth secret (better-call's signed cookies). Null without a session cookie; 'unverified'
 * for one whose signature is not ours.
 */
export function sessionToken(
  cookieHeader: string | undefined,
  rules: SessionRules,
): string | null | 'unverified' {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[rules.cookieName];
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return 'unverified';
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return 'unverified';
  const expected = createHmac('sha256', rules.key).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? token
    : 'unverified';
}

/**
 * Whether better-auth's getSession would write on reading this session: it deletes an expired
 * one, and extends one older than `updateAge` (by better-auth's own clock, the system's).
 */
export function sessionNeedsWrite(expiresAt: Date, rules: SessionRules, now = Date.now()) {
  const expires = expiresAt.getTime();
  return expires < now || expires - rules.expiresIn * 1000 + rules.updateAge * 1000 <= now;
}
