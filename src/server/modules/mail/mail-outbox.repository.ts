import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mailer/mailer';
import { namedStatement } from '../../db/named-statement';
import { at, rawRows } from '../../db/raw-rows';
import { mailOutbox, type MailOutboxRow, type NewMailOutboxRow } from './mail.table';

/** A mail taken for sending; `attempts` counts this one. */
export type ClaimedMail = Pick<
  MailOutboxRow,
  'id' | 'key' | 'toAddress' | 'subject' | 'text' | 'html' | 'headers' | 'attempts'
>;

/** The outbox row that sends `mail` under `key` (one mail per key), due at `dueAt`. */
export function outboxRow(key: string, mail: MailMessage, dueAt: Date): NewMailOutboxRow {
  return {
    key,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? {},
    dueAt,
  };
}

const p = (key: string) => sql.placeholder(key);

/**
 * The outbox's INSERT of one mail as a part of a caller's own statement (a data-modifying
 * WITH): the mail is recorded only where `when` holds in that statement and a mail is given, so
 * a change and its mail commit together in one statement, without a transaction around them. A
 * key recorded before is left as it is. Its placeholders are `outboxValues`'.
 */
export function outboxInsert(when: SQL): SQL {
  return sql`insert into ${mailOutbox} (key, to_address, subject, text, html, headers, due_at)
    select ${p('mailKey')}::text, ${p('mailTo')}::text, ${p('mailSubject')}::text,
           ${p('mailText')}::text, ${p('mailHtml')}::text, ${p('mailHeaders')}::jsonb,
           ${p('mailDueAt')}::timestamptz
    where ${p('mailKey')}::text is not null and ${when}
    on conflict (key) do nothing`;
}

/** The values of `outboxInsert`'s placeholders: the outbox row of a mail, or none (all null). */
export function outboxValues(row: NewMailOutboxRow | null, dueAt: Date): Record<string, unknown> {
  return {
    mailKey: row?.key ?? null,
    mailTo: row?.toAddress ?? null,
    mailSubject: row?.subject ?? null,
    mailText: row?.text ?? null,
    mailHtml: row?.html ?? null,
    mailHeaders: row ? JSON.stringify(row.headers) : null,
    mailDueAt: dueAt.toISOString(),
  };
}

// Every mail sent at once (`sendNow`) is taken by one and marked sent by the other: each is
// built once and prepared by name.
const claimKeyStatement = namedStatement<ClaimedMail>(
  'mail_claim_key',
  sql`update ${mailOutbox}
      set locked_until = ${p('lockedUntil')}::timestamptz, attempts = attempts + 1
      where key = ${p('key')}::text and status = 'pending' and due_at <= ${p('now')}::timestamptz
        and (locked_until is null or locked_until <= ${p('now')}::timestamptz)
      returning id, key, to_address as "toAddress", subject, text, html, headers, attempts`,
);
const sentStatement = namedStatement(
  'mail_sent',
  sql`update ${mailOutbox}
      set status = 'sent', sent_at = ${p('now')}::timestamptz, locked_until = null, text = '',
          html = null, last_error = null
      where id = any(${p('ids')}::uuid[])`,
);

/** SQL for the outbox of mail. Every time is the caller's clock, given. */
export function createMailOutboxRepository(db: Db) {
  return {
    /**
     * Records mails in the caller's transaction; a key already recorded is left as it is. The
     * keys recorded now.
     */
    async record(tx: Db, rows: NewMailOutboxRow[]): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const recorded = await tx
        .insert(mailOutbox)
        .values(rows)
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ key: mailOutbox.key });
      return new Set(recorded.map((row) => row.key));
    },

    /**
     * Takes up to `limit` pending mails that are due and not taken, for `leaseMs`: rows another
     * instance is taking at the same moment are skipped (FOR UPDATE SKIP LOCKED), so each is
     * taken by one delivery; one that died frees its rows when the lease runs out.
     */
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      return rawRows<ClaimedMail>(
        db,
        sql`update mail_outbox set locked_until = ${at(lockedUntil)}, attempts = attempts + 1
            where id in (
              select id from mail_outbox
              where status = 'pending' and due_at <= ${at(now)}
                and (locked_until is null or locked_until <= ${at(now)})
              order by due_at
              limit ${limit}
              for update skip locked)
            returning id, key, to_address as "toAddress", subject, text, html, headers, attempts`,
      );
    },

    /**
     * Takes the mail recorded under `key` for `leaseMs`, as `claim` does, when it is pending,
     * due and not taken: null otherwise (sent already, waiting for its retry, or held by another
     * delivery). Row locks make two takers at the same moment get it once.
     */
    async claimKey(key: string, now: Date, leaseMs: number): Promise<ClaimedMail | null> {
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
      const [mail] = await claimKeyStatement.rows(db, { key, now: now.toISOString(), lockedUntil });
      return mail ?? null;
    },

    /** Marks mails sent and drops their bodies (the key stays: the same mail is never recorded again). */
    async sent(ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await sentStatement.rows(db, { ids, now: now.toISOString() });
    },

    /** A failed attempt: due again at `retryAt`, or given up (status failed) without one. */
    async failed(id: string, error: string, retryAt: Date | undefined): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          ...(retryAt ? { dueAt: retryAt } : { status: 'failed' }),
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
