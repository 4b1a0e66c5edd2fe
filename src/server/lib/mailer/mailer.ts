import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One outgoing e-mail: plain text always, HTML when the message has links worth a button. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** More header lines (List-Unsubscribe, …), kept in the outbox's .eml files too. */
  headers?: Record<string, string> | undefined;
  /**
   * "<…@host>": the same for every attempt to send one message, so that a message sent again
   * after a crash reads as the same one.
   */
  messageId?: string | undefined;
}

export interface Mailer {
  /** Sends (or files) the message; rejects when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerLog {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes every message to `outboxDir` instead. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailerLog;
  /** Milliseconds to wait for the SMTP server at each step before failing. */
  timeoutMs?: number;
}

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * to the outbox directory (the log names the file), so a local install can still reset passwords.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options);
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A message's mail goes out at once, one by one: a connection (and its TLS) kept for the next
    // saves a handshake per mail. An idle one the server ends is dropped and made again on use.
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        // The file, never the link: a reset link in a log is a key to the account for anyone who
        // reads the logs. The file is readable by the app's user only.
        { to: message.to, subject: message.subject, file },
        'Mail written to the outbox (SMTP_URL is not set): open the file for its links',
      );
    },
    close: () => transport.close(),
  };
}
