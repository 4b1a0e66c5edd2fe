import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, saveSearch, testClock } from '../../test/alerts';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { digestWindow } from './digest-windows';

let t: TestContext;
let smtp: SmtpSink;
let daily: SignedUpUser;
let weekly: SignedUpUser;
let owner: SignedUpUser;
// Tuesday 24 November 2026, 12:00 in India (06:30 UTC).
const clock = testClock('2026-11-24T06:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  [daily, weekly, owner] = await Promise.all([
    signUp(t, { name: 'Daily' }),
    signUp(t, { name: 'Weekly' }),
    signUp(t, { name: 'Owner' }),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (user: SignedUpUser) =>
  smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(user.email));
async function runAt(iso: string) {
  clock.set(iso);
  await t.app.runDueJobs();
  await t.app.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('digest times', () => {
  it('are 08:00 India time each day, and Mondays at 08:00', () => {
    expect(digestWindow('daily', new Date('2026-11-25T02:29:59.999Z'))).toEqual({
      start: new Date('2026-11-24T02:30:00.000Z'),
      label: '2026-11-24',
    });
    expect(digestWindow('daily', new Date('2026-11-25T02:30:00.000Z')).label).toBe('2026-11-25');
    // Sunday evening in India: the week began last Monday.
    expect(digestWindow('weekly', new Date('2026-11-29T18:00:00.000Z'))).toEqual({
      start: new Date('2026-11-23T02:30:00.000Z'),
      label: '2026-11-23',
    });
    // 29 Nov 2026 23:00 UTC is Monday 30 Nov 04:30 in India: still last week's.
    expect(digestWindow('weekly', new Date('2026-11-29T23:00:00.000Z')).label).toBe('2026-11-23');
    expect(digestWindow('weekly', new Date('2026-11-30T02:30:00.000Z')).label).toBe('2026-11-30');
  });
});

describe('daily and weekly digests', () => {
  it('mail one digest at 08:00 India time, and on Mondays at 08:00, each home once', async () => {
    await saveSearch(t, daily, { name: 'Pune daily', query: 'q=Pune', frequency: 'daily' });
    await saveSearch(t, weekly, { name: 'Pune weekly', query: 'q=Pune', frequency: 'weekly' });
    await publish(t, owner, { name: 'First flat in Pune' });
    await publish(t, owner, { name: 'Second flat in Pune' });
    await runAt('2026-11-24T06:30:00.000Z');
    expect(smtp.messages).toHaveLength(0);

    // Wednesday 07:59 in India: not yet; 08:00: the daily digest, both homes in one mail.
    await runAt('2026-11-25T02:29:00.000Z');
    expect(smtp.messages).toHaveLength(0);
    await runAt('2026-11-25T02:30:00.000Z');
    expect(mailsTo(daily)).toHaveLength(1);
    expect(mailsTo(weekly)).toHaveLength(0);
    const digest = mailsTo(daily)[0]!;
    expect(digest.subject).toBe('New homes for Pune daily');
    expect(digest.text).toContain('2 new homes match your saved search');
    expect(digest.text).toContain('First flat in Pune');
    expect(digest.text).toContain('Second flat in Pune');

    // Later that day a third home: in Thursday's digest, not another one today. A fourth is
    // matched, then rented before 08:00: in no digest.
    await publish(t, owner, { name: 'Third flat in Pune' });
    const fourth = await publish(t, owner, { name: 'Fourth flat in Pune' });
    await runAt('2026-11-25T10:00:00.000Z');
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${fourth.id}/close`,
      headers: { origin: t.config.publicUrl, cookie: owner.cookie },
    });
    expect(closed.statusCode).toBe(200);
    expect(mailsTo(daily)).toHaveLength(1);
    await runAt('2026-11-26T02:30:00.000Z');
    expect(mailsTo(daily)).toHaveLength(2);
    expect(mailsTo(daily)[1]!.text).toContain('Third flat in Pune');
    expect(mailsTo(daily)[1]!.text).not.toContain('First flat in Pune');
    expect(mailsTo(daily)[1]!.text).not.toContain('Fourth flat in Pune');

    // Sunday: no weekly yet. Monday 08:00 in India: the three homes of the week.
    await runAt('2026-11-29T18:00:00.000Z');
    expect(mailsTo(weekly)).toHaveLength(0);
    await runAt('2026-11-30T02:30:00.000Z');
    expect(mailsTo(weekly)).toHaveLength(1);
    expect(mailsTo(weekly)[0]!.text).toContain('3 new homes match your saved search');
    await runAt('2026-12-01T02:30:00.000Z');
    expect(mailsTo(weekly)).toHaveLength(1);
    expect(mailsTo(daily)).toHaveLength(2);
  });
});
