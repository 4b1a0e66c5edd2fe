import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../lib/mailer/mailer';
import { publish, saveSearch, testClock } from '../../test/alerts';
import { signUp } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { mailOutbox } from './mail.table';

let t: TestContext;
let smtp: SmtpSink;
/** The SMTP server refuses while `down` is set. */
let down = false;
const clock = testClock('2026-11-24T06:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  const real = createMailer({
    smtpUrl: smtp.url,
    from: 'x@example.com',
    outboxDir: '',
    log: { info() {} },
  });
  const flaky: Mailer = {
    async send(message) {
      if (down) throw new Error('SMTP server unreachable');
      await real.send(message);
    },
    close: () => real.close(),
  };
  t = await createTestApp({}, { clock, mailer: flaky });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('mail delivery through the outbox', () => {
  it('retries a mail the SMTP server refused, later, and sends it exactly once', async () => {
    const [searcher, owner] = await Promise.all([signUp(t), signUp(t)]);
    await saveSearch(t, searcher, { name: 'Pune', query: 'q=Pune', frequency: 'instant' });
    await publish(t, owner);
    down = true;
    await t.app.runDueJobs();
    const [failed] = await t.database.db.select().from(mailOutbox);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: SMTP server unreachable',
      lockedUntil: null,
    });
    // Due again a minute after the failed attempt (the clock has moved on by a few ms since).
    const wait = failed!.dueAt.getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThan(59_900);
    expect(wait).toBeLessThan(60_000);

    // Back up, but the retry waits its minute.
    down = false;
    await t.app.runDueJobs();
    await settle();
    expect(smtp.messages).toHaveLength(0);
    clock.advance(60_000);
    await t.app.runDueJobs();
    await t.app.runDueJobs();
    await settle();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe('New homes for Pune');
    const [sent] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '', html: null });

    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('homestead_alert_mails_total{outcome="queued"} 1');
    expect(metrics).toContain('homestead_alert_mails_total{outcome="failed"} 1');
    expect(metrics).toContain('homestead_alert_mails_total{outcome="sent"} 1');
  });

  it('takes a mail another instance holds only once its lease has run out', async () => {
    const [searcher, owner] = await Promise.all([signUp(t), signUp(t)]);
    await saveSearch(t, searcher, { name: 'Held', query: 'q=Pune', frequency: 'instant' });
    await publish(t, owner);
    // Another instance records the mail and takes it, then dies before sending.
    down = true;
    await t.app.runDueJobs();
    down = false;
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'New homes for Held'));
    await t.database.db
      .update(mailOutbox)
      .set({ dueAt: clock.now(), lockedUntil: new Date(clock.now().getTime() + 600_000) })
      .where(eq(mailOutbox.id, row!.id));
    const held = () => smtp.messages.filter((mail) => mail.subject === 'New homes for Held');
    await t.app.runDueJobs();
    await settle();
    expect(held()).toHaveLength(0);
    clock.advance(600_000);
    await t.app.runDueJobs();
    await t.app.runDueJobs();
    await settle();
    expect(held()).toHaveLength(1);
  });
});
