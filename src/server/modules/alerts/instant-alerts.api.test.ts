import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPrice } from '../../../shared/in-language';
import { edit, publish, saveSearch, testClock } from '../../test/alerts';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { listings } from '../listings/listings.table';

const PUBLIC_URL = 'https://homes.example';
let t: TestContext;
let smtp: SmtpSink;
let searcher: SignedUpUser;
let owner: SignedUpUser;
const clock = testClock('2026-11-24T06:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { clock });
  [searcher, owner] = await Promise.all([
    signUp(t, { name: 'Searcher' }),
    signUp(t, { name: 'Owner' }),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (user: SignedUpUser) =>
  smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(user.email));
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
/** Runs the jobs twice (a second run must send nothing more) and lets the SMTP sink parse. */
async function runJobs() {
  await t.app.runDueJobs();
  await t.app.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('instant alerts', () => {
  it("mails a new matching listing once, in HTML and text, with unsubscribe headers; never the owner's own", async () => {
    await saveSearch(t, searcher, {
      name: 'Pune rentals',
      query: 'type=rent&q=Pune&maxPrice=30000',
      frequency: 'instant',
    });
    // The owner's own search matches their own listing: never mailed to them.
    await saveSearch(t, owner, { name: 'My own', query: 'q=Pune', frequency: 'instant' });
    const listing = await publish(t, owner, { name: 'Sunny flat near the park' });
    // Not in the request: nothing is mailed before the job runs.
    expect(mailsTo(searcher)).toHaveLength(0);
    await runJobs();

    const mail = await smtp.waitFor(searcher.email);
    expect(mailsTo(searcher)).toHaveLength(1);
    expect(mailsTo(owner)).toHaveLength(0);
    expect(mail.subject).toBe('New homes for Pune rentals');
    const link = `${PUBLIC_URL}/category/rent/${listing.id}`;
    const price = displayPrice(listing, 'en');
    expect(price).toBe('₹25,000 / Month');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Sunny flat near the park');
      expect(body).toContain(price);
      expect(body).toContain(link);
    }
    const search = `${PUBLIC_URL}/search?type=rent&q=Pune&maxPrice=30000`;
    expect(mail.text).toContain(search);
    expect(mail.html).toContain(search.replaceAll('&', '&amp;'));
    expect(mail.html).toMatch(new RegExp(`<img src="${PUBLIC_URL}/images/[^"]+"`));
    const unsubscribe = header(mail, 'list-unsubscribe')!;
    expect(unsubscribe).toMatch(
      new RegExp(`^<${PUBLIC_URL}/unsubscribe\\?token=[^>]+>, <mailto:[^>]+>$`),
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@homes\.example>$/);

    // Again and again: never twice.
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(1);
  });

  it('counts a price cut that brings a listing into the budget as new; a listing deleted before matching is never mailed', async () => {
    const before = mailsTo(searcher).length;
    const dear = await publish(t, owner, { name: 'Dear flat in Pune', regularPrice: 35_000 });
    const gone = await publish(t, owner, { name: 'Gone flat in Pune', regularPrice: 20_000 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${gone.id}`,
      headers: { origin: t.config.publicUrl, cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(before);

    // A cut still above the budget is nothing new; the next one, into it, is.
    await edit(t, owner, dear, { name: 'Dear flat in Pune', regularPrice: 32_000 });
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(before);
    await edit(t, owner, dear, { name: 'Dear flat in Pune', regularPrice: 28_000 });
    await runJobs();
    const mails = mailsTo(searcher);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain('Dear flat in Pune');
    expect(mails.at(-1)!.text).toContain('₹28,000 / Month');
    // A rise and a second cut: matched once already, never mailed again.
    await edit(t, owner, dear, { name: 'Dear flat in Pune', regularPrice: 40_000 });
    await edit(t, owner, dear, { name: 'Dear flat in Pune', regularPrice: 27_000 });
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(before + 1);
  });

  it('never mails a listing marked rented or hidden before the job ran', async () => {
    const before = mailsTo(searcher).length;
    const rented = await publish(t, owner, { name: 'Quickly let flat in Pune' });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${rented.id}/close`,
      headers: { origin: t.config.publicUrl, cookie: owner.cookie },
    });
    expect(closed.json().status).toBe('rented');
    const hidden = await publish(t, owner, { name: 'Hidden flat in Pune' });
    await t.database.db
      .update(listings)
      .set({ hiddenAt: new Date() })
      .where(eq(listings.id, hidden.id));
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(before);
  });

  it('leaves out listings the filters or the place do not match, and searches set to never', async () => {
    const before = mailsTo(searcher).length;
    const never = await signUp(t, { name: 'Never' });
    await saveSearch(t, never, { name: 'Quiet', query: 'q=Pune', frequency: 'never' });
    await publish(t, owner, { name: 'Sale flat in Pune', type: 'sale', regularPrice: 2_500_000 });
    await publish(t, owner, { name: 'Far flat in Delhi', location: 'Hauz Khas, New Delhi' });
    await runJobs();
    expect(mailsTo(searcher)).toHaveLength(before);
    expect(mailsTo(never)).toHaveLength(0);
  });

  it('honours the facts: an area within the bounds is mailed, a too small one or none is not', async () => {
    const roomy = await signUp(t, { name: 'Roomy' });
    await saveSearch(t, roomy, {
      name: 'Roomy in Pune',
      query: 'q=Pune&minArea=800&maxArea=1500&tenant=family&amenities=lift&availableBy=2026-12-31',
      frequency: 'instant',
    });
    const facts = { tenants: ['family' as const], amenities: ['lift' as const, 'gym' as const] };
    await publish(t, owner, { name: 'Roomy flat of 800 sq ft', area: 800, ...facts });
    await publish(t, owner, { name: 'Roomy flat of 1500 sq ft', area: 1500, amenities: ['lift'] });
    await publish(t, owner, { name: 'Small flat of 799 sq ft', area: 799, ...facts });
    await publish(t, owner, { name: 'Big flat of 1501 sq ft', area: 1501, ...facts });
    await publish(t, owner, { name: 'Flat of unknown size', ...facts });
    await publish(t, owner, {
      name: 'Flat for bachelors only',
      area: 900,
      tenants: ['bachelors'],
      amenities: ['lift'],
    });
    await publish(t, owner, { name: 'Flat without a lift', area: 900, tenants: [] });
    await publish(t, owner, {
      name: 'Flat free next year',
      area: 900,
      amenities: ['lift'],
      availableFrom: '2027-01-01',
    });
    await publish(t, owner, {
      name: 'Flat for sale 900 sq ft',
      area: 900,
      type: 'sale',
      regularPrice: 5_000_000,
      amenities: ['lift'],
    });
    await runJobs();

    const mail = await smtp.waitFor(roomy.email);
    expect(mailsTo(roomy)).toHaveLength(1);
    expect(mail.text).toContain('Roomy flat of 800 sq ft');
    expect(mail.text).toContain('Roomy flat of 1500 sq ft');
    for (const name of [
      'Small flat of 799 sq ft',
      'Big flat of 1501 sq ft',
      'Flat of unknown size',
      'Flat for bachelors only',
      'Flat without a lift',
      'Flat free next year',
      'Flat for sale 900 sq ft',
    ]) {
      expect(mail.text, name).not.toContain(name);
    }
  });

  it('shows the mails in /metrics', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).toMatch(/homestead_alert_mails_total\{outcome="queued"\} [1-9]/);
    expect(response.body).toMatch(/homestead_alert_mails_total\{outcome="sent"\} [1-9]/);
  });
});
