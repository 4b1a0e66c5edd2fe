import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  sessionNeedsWrite,
  sessionRules,
  sessionToken,
  type AuthContextPart,
  type SessionRules,
} from '../../fast-paths/better-auth-session';
import { direct } from '../../fast-paths/direct-statement';
import { sessions, users } from '../users/users.table';
import type { SessionUser } from './authenticate';

/** A request's signed-in user, and how it was read. */
export interface SessionRead {
  user: SessionUser | null;
  /** Without a session cookie nothing is read; the common case is one statement. */
  by: 'no cookie' | 'statement' | 'better-auth';
}

export interface SessionLookupDeps {
  db: Db;
  /** better-auth's context (`auth.$context`): its cookie, secret and session ages. */
  context: Promise<AuthContextPart>;
  isModerator: (email: string) => boolean;
  /** The user as better-auth's getSession answers it (auth.ts's customSession). */
  betterAuth: (request: FastifyRequest) => Promise<SessionUser | null>;
}

/**
 * Reads the session of every signed-in request. better-auth's getSession, run through its
 * endpoint machinery twice (the custom session wraps the plain one), verified the cookie with
 * WebCrypto and read the session and then its user in two statements: 2 ms of CPU of every
 * signed-in request on the benchmark's machine (docs/benchmarks.md, 2026-11-29). The common case
 * (a cookie signed with our secret, its session found, not expired, not due for extension, its
 * account not suspended) is here one HMAC and one prepared statement; every other case is left
 * to better-auth, which deletes, extends or refuses as it does, so the rules stay its own.
 */
export function createSessionLookup(deps: SessionLookupDeps) {
  const statement = direct(
    deps.db
      .select({
        expiresAt: sessions.expiresAt,
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        messageMails: users.messageMails,
        suspendedAt: users.suspendedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .prepare('auth_session_user'),
  );
  let rules: Promise<SessionRules | null> | undefined;
  const byBetterAuth = async (request: FastifyRequest): Promise<SessionRead> => ({
    user: await deps.betterAuth(request),
    by: 'better-auth',
  });

  return async function readSession(request: FastifyRequest): Promise<SessionRead> {
    rules ??= deps.context.then(sessionRules);
    const known = await rules;
    if (!known) return byBetterAuth(request);
    const token = sessionToken(request.headers.cookie, known);
    if (token === null) return { user: null, by: 'no cookie' };
    if (token === 'unverified') return byBetterAuth(request);
    const [row] = await statement.execute({ token });
    if (!row || row.suspendedAt || sessionNeedsWrite(row.expiresAt, known)) {
      return byBetterAuth(request);
    }
    const { id, name, email, emailVerified, messageMails } = row;
    const moderator = deps.isModerator(email);
    return { user: { id, name, email, emailVerified, moderator, messageMails }, by: 'statement' };
  };
}
