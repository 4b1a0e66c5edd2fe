import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mailer/mailer';
import { createMailDelivery, mailDeliveryJob, type MailDeliveryDeps } from './mail-delivery';
import {
  createMailOutboxRepository,
  outboxInsert,
  outboxRow,
  outboxValues,
} from './mail-outbox.repository';

/** A mail for the outbox: the message, and the key that makes it one mail however often recorded. */
export interface OutgoingMail extends Omit<MailMessage, 'messageId'> {
  /**
   * Unique per mail, its kind first ("verify-email:<user>:<uuid>", "alert:<search>:daily:<day>"):
   * recording a key again records nothing, so a sender that runs twice mails once; the Message-ID
   * is made from it, and counts of sent mails tell the kinds apart by its prefix.
   */
  key: string;
}

/** What the delivery needs, the outbox's repository apart: the module makes it from `db`. */
export interface MailDeps extends Omit<MailDeliveryDeps, 'repository'> {
  db: Db;
}

/**
 * The app's mail, made once: the outbox every sender records its mails in, and the one delivery
 * that sends them (the "mail-delivery" job, and at once for a mail someone waits for). A sender
 * composes its message with mail-layout.ts and hands it to `enqueue` in the transaction that
 * decided to send it: the mail is recorded if and only if that decision is, then sent once.
 */
export function createMail(deps: MailDeps) {
  const outbox = createMailOutboxRepository(deps.db);
  const delivery = createMailDelivery({ ...deps, repository: outbox });

  return {
    /**
     * Records mails in the caller's transaction, due from `dueAt` (the clock's now by default); a
     * key recorded before is left as it is. The keys recorded now.
     */
    enqueue(tx: Db, mails: OutgoingMail[], dueAt: Date = deps.clock.now()): Promise<Set<string>> {
      return outbox.record(
        tx,
        mails.map(({ key, ...message }) => outboxRow(key, message, dueAt)),
      );
    },
    /**
     * `enqueue` inside a caller's own statement, for a hot path that writes its change and its
     * mail in one statement: `insert(when)` is the outbox's INSERT for a WITH of that statement,
     * recording the mail where `when` holds; `values(mail, dueAt)` fills its placeholders (null:
     * no mail).
     */
    inStatement: {
      insert: outboxInsert,
      values: (mail: OutgoingMail | null, dueAt: Date = deps.clock.now()) => {
        if (!mail) return outboxValues(null, dueAt);
        const { key, ...message } = mail;
        return outboxValues(outboxRow(key, message, dueAt), dueAt);
      },
    },
    /**
     * Sends the mail recorded under `key` now rather than at the next poll (after its
     * transaction has committed); whether it went. One that failed is retried by the job.
     */
    sendNow: delivery.sendNow,
    /**
     * Sends a message at once without recording it: nothing retries it, and the caller learns it
     * failed. For a mail whose request must fail when it cannot be sent (a password reset).
     */
    sendUnrecorded(message: MailMessage): Promise<void> {
      return deps.mailer.send(message);
    },
    /** Sends every due mail now, as the job does; how many were sent and how many failed. */
    runDue: delivery.runDue,
    /** The "mail-delivery" job: every due mail at every poll of the scheduler. */
    job: mailDeliveryJob(delivery),
  };
}

export type Mail = ReturnType<typeof createMail>;
