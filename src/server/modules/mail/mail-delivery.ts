import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer/mailer';
import { retryDelayMs } from '../../lib/retry-backoff';
import { everyPollJob, type Job } from '../jobs/job-scheduler';
import type { ClaimedMail, MailOutboxRepository } from './mail-outbox.repository';

/** Mails taken at once; a delivery takes batch after batch until none is due. */
const BATCH = 200;
/** Mails handed to the mailer at once (the outbox's files, an SMTP server's connections). */
const PARALLEL = 8;
/** How long a batch may take before another instance takes its mails as abandoned. */
const LEASE_MS = 10 * 60 * 1000;
/** A failed mail is retried after 1 min, then 2, 4, … up to 6 h; given up after the last attempt. */
const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
export const MAX_ATTEMPTS = 12;

export interface DeliveryCounts {
  sent: number;
  failed: number;
}

/** The Message-ID of the mail recorded under `key`: the same for every attempt. */
export function messageIdOf(key: string, host: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}>`;
}

export interface MailDeliveryDeps {
  repository: MailOutboxRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The host of PUBLIC_URL, for Message-IDs. */
  host: string;
  /** The keys of the mails just sent, or just failed (each kind of mail counts its own). */
  onSent?: (keys: string[]) => void;
  onFailed?: (keys: string[]) => void;
}

/**
 * Sends the outbox's pending mails (mail.table.ts). A mail is recorded before it is sent,
 * and marked sent right after; a crash in between sends it once more, with the same Message-ID,
 * which is what lets a receiver see it is one message. A failed send is retried with a growing
 * delay, read from the clock the app runs on.
 */
export function createMailDelivery(deps: MailDeliveryDeps) {
  const { repository, mailer, clock, log } = deps;
  const limit = pLimit(PARALLEL);

  async function send(mail: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
        messageId: messageIdOf(mail.key, deps.host),
      });
      return true;
    } catch (error) {
      const retryMs = retryDelayMs(mail.attempts, RETRY_MAX_MS);
      const retryAt =
        mail.attempts < MAX_ATTEMPTS ? new Date(clock.now().getTime() + retryMs) : undefined;
      log.warn(
        { err: error, mail: mail.key, attempts: mail.attempts },
        retryAt ? `mail not sent; retrying in ${retryMs / 1000} s` : 'mail not sent; giving up',
      );
      await repository.failed(mail.id, String(error), retryAt);
      return false;
    }
  }

  /** Sends mails taken for sending and marks those sent; how many were sent and failed. */
  async function sendTaken(mails: ClaimedMail[]): Promise<DeliveryCounts> {
    const results = await Promise.all(mails.map((mail) => limit(() => send(mail))));
    const sent = mails.filter((_, i) => results[i]);
    const failed = mails.filter((_, i) => !results[i]);
    await repository.sent(
      sent.map((mail) => mail.id),
      clock.now(),
    );
    deps.onSent?.(sent.map((mail) => mail.key));
    deps.onFailed?.(failed.map((mail) => mail.key));
    return { sent: sent.length, failed: failed.length };
  }

  return {
    /** Sends every due mail; how many were sent and how many failed. */
    async runDue(): Promise<DeliveryCounts> {
      const counts = { sent: 0, failed: 0 };
      for (;;) {
        const mails = await repository.claim(clock.now(), LEASE_MS, BATCH);
        const batch = await sendTaken(mails);
        counts.sent += batch.sent;
        counts.failed += batch.failed;
        if (mails.length < BATCH) return counts;
      }
    },

    /**
     * Sends the mail recorded under `key` now, rather than at the next poll (a mail someone
     * waits for); whether it went. One that fails waits for its retry like any other, and one
     * another delivery holds is left to it.
     */
    async sendNow(key: string): Promise<boolean> {
      const mail = await repository.claimKey(key, clock.now(), LEASE_MS);
      if (!mail) return false;
      return (await sendTaken([mail])).sent === 1;
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

/** The delivery as a job: at every poll of the scheduler, on one instance at a time. */
export function mailDeliveryJob(delivery: MailDelivery): Job {
  // The outbox's own times (the clock's) decide what is sent. It names no job to follow (mail
  // knows no feature): the senders' jobs say they run before it.
  return everyPollJob('mail-delivery', LEASE_MS, async () => {
    await delivery.runDue();
  });
}
