import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { createMailer } from './mailer';

const message = {
  to: 'someone@example.com',
  subject: 'Reset your password',
  text: 'Open https://homes.example/reset-password?token=abc123 within one hour.\nOr https://homes.example/.',
  html: '<p><a href="https://homes.example/reset-password?token=abc123">Reset</a></p>',
};

describe('mailer without SMTP_URL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes an .eml file to the outbox and logs where, never the link', async () => {
    const logged: { obj: Record<string, unknown>; msg: string }[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Homestead <no-reply@homes.example>',
      outboxDir: path.join(dir, 'outbox'),
      log: { info: (obj, msg) => logged.push({ obj: obj as Record<string, unknown>, msg }) },
    });
    await mailer.send(message);
    mailer.close();

    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(path.join(dir, 'outbox', files[0]!)));
    expect(mail.subject).toBe(message.subject);
    expect(mail.from?.value[0]?.address).toBe('no-reply@homes.example');
    expect(mail.text).toContain('token=abc123');
    expect(mail.html).toContain('token=abc123');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.obj.file).toBe(path.join(dir, 'outbox', files[0]!));
    expect(JSON.stringify(logged)).not.toContain('abc123');
  });

  it('keeps the extra headers and the Message-ID in the file', async () => {
    const outboxDir = path.join(dir, 'headers');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'a@homes.example',
      outboxDir,
      log: { info() {} },
    });
    await mailer.send({
      ...message,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: '<abc@homes.example>',
    });
    mailer.close();
    const [file] = await readdir(outboxDir);
    const mail = await simpleParser(await readFile(path.join(outboxDir, file!)));
    expect(mail.messageId).toBe('<abc@homes.example>');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });
});

describe('mailer with SMTP_URL', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());

  it('delivers to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Homestead <no-reply@homes.example>',
      outboxDir: 'unused-outbox',
      log: { info: () => {} },
    });
    await mailer.send(message);
    mailer.close();
    const mail = await smtp.waitFor(message.to);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toContain('token=abc123');
  });

  it('sends one mail after another over the connection it keeps', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Homestead <no-reply@homes.example>',
      outboxDir: 'unused-outbox',
      log: { info: () => {} },
    });
    const before = smtp.connections();
    for (const to of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await mailer.send({ ...message, to });
    }
    mailer.close();
    await Promise.all(['one', 'two', 'three'].map((name) => smtp.waitFor(`${name}@example.com`)));
    expect(smtp.connections() - before).toBe(1);
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Homestead <no-reply@homes.example>',
      outboxDir: 'unused-outbox',
      log: { info: () => {} },
      timeoutMs: 2_000,
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
