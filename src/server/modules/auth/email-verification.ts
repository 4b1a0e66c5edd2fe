import { pathInLanguage } from '../../../shared/languages';
import { accountLanguage } from '../../lib/request-language';
import { createHash, randomUUID } from 'node:crypto';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { safeNextPath } from '../../../shared/next-path';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Mail } from '../mail/mail.module';
import { createEmailVerificationRepository } from './email-verification.repository';
import { verifyEmailMail } from './verify-email-mail';

/** A verification link works once, for this long. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
/** The page of the app a verification link ends on (with `?error=` when it did not verify). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

/** Why a verification link was refused: the code better-auth itself answers for the same. */
export interface LinkRefusal {
  code: string;
  message: string;
  /** Where to send the browser (the link's page with `?error=`); none: answer 401 with the code. */
  redirectTo: string | undefined;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The callback page with `?error=<code>`, when it is a page of this site. */
function withError(callbackURL: unknown, code: string): string | undefined {
  const page = safeNextPath(typeof callbackURL === 'string' ? callbackURL : undefined);
  if (!page) return undefined;
  const url = new URL(page, 'http://here.invalid');
  url.searchParams.set('error', code);
  return url.pathname + url.search + url.hash;
}

/**
 * E-mail verification (PUBLISH_REQUIRES_VERIFIED_EMAIL) around better-auth's own: better-auth
 * signs the token, sends nothing itself and verifies at GET /api/auth/verify-email. Here each
 * link is recorded as unused (its token's hash, for 24 hours by the app's clock) and mailed
 * through the mail outbox, at once and retried when the mail server fails; opening the link
 * takes it, so it works once (docs/decisions/0028-verified-email-to-publish.md).
 */
export function createEmailVerification(deps: {
  db: Db;
  clock: Clock;
  /** The app's mail: the link is recorded in its outbox and sent at once. */
  mail: Mail;
  /** The absolute URL of better-auth's GET verify-email endpoint. */
  endpointUrl: string;
}) {
  const { db, clock, mail } = deps;
  const links = createEmailVerificationRepository(db);

  return {
    /**
     * better-auth's `sendVerificationEmail`: records the link and its mail in one transaction,
     * then hands the mail over at once. A mail server that fails leaves it to the outbox's
     * retries (the delivery job): the sign-up or the request for a new link still succeeds.
     */
    async send(user: { id: string; name: string; email: string }, token: string): Promise<void> {
      const now = clock.now();
      const tokenHash = sha256(token);
      const language = accountLanguage(user);
      const callbackURL = pathInLanguage(VERIFY_EMAIL_PAGE, language);
      const link = `${deps.endpointUrl}?${new URLSearchParams({ token, callbackURL })}`;
      const message = verifyEmailMail({ to: user.email, name: user.name, link, language });
      // Each request is a mail of its own, even when better-auth signs the same token twice
      // (asked again within the same second): "Send the link again" always sends.
      const key = `verify-email:${user.id}:${randomUUID()}`;
      await withTransaction(db, async (tx) => {
        const expiresAt = new Date(now.getTime() + VERIFY_EMAIL_TTL_SECONDS * 1000);
        await links.record(tx, tokenHash, user.id, now, expiresAt);
        await mail.enqueue(tx, [{ ...message, key }], now);
      });
      await mail.sendNow(key);
    },

    /**
     * Before better-auth verifies a link: takes it from the unused ones, or says why it is
     * refused (used, never ours, or older than 24 hours). A query without a usable callback
     * page gets better-auth's JSON answer; the mailed link's goes back to its page.
     */
    async take(query: Record<string, unknown> | undefined): Promise<LinkRefusal | null> {
      const token = typeof query?.token === 'string' ? query.token : '';
      const link = token ? await links.take(sha256(token)) : null;
      let code: string = ACCOUNT_ERROR_CODES.invalidToken;
      let message = 'This link is not valid or was used already';
      if (link && link.expiresAt > clock.now()) {
        await links.dropUser(link.userId);
        return null;
      }
      if (link) {
        code = ACCOUNT_ERROR_CODES.verificationLinkExpired;
        message = 'This link has expired';
      }
      return { code, message, redirectTo: withError(query?.callbackURL, code) };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
