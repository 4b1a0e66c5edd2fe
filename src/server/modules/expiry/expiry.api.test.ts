import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../../shared/in-language';
import type { Listing } from '../../../shared/schemas/listing';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, secondInstance, type TestContext } from '../../test/app';
import { renewedAt } from '../../test/expiry';
import { edit, publish, saveSearch, testClock } from '../../test/alerts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { listings } from '../listings/listings.table';

const PUBLIC_URL = 'https://homes.example';
const DAY = 24 * 60 * 60 * 1000;
// Around Pune, where the sample listing is.
const BOX = 'bbox=73.7,18.4,74.1,18.7';

let t: TestContext;
let other: FastifyInstance;
let smtp: SmtpSink;
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { clock });
  // A second instance on the same database, clock and mail server, as behind a balancer.
  other = await secondInstance(t, { clock });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
/** Runs the jobs (twice: the second must do nothing more) and lets the SMTP sink parse. */
async function runJobs() {
  await t.app.runDueJobs();
  await t.app.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const status = async (listing: Listing) =>
  (await get(`/api/listings/${listing.id}`)).json<Listing>().status;
const mailsTo = (user: SignedUpUser) =>
  smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(user.email));

/** Where a listing shows: the lists, search (and its count) and the map. */
async function shown(listing: Listing) {
  const [all, byType, search, pins] = await Promise.all([
    get('/api/listings?limit=50'),
    get(`/api/listings?type=${listing.type}&limit=50`),
    get(`/api/search?${BOX}`),
    get(`/api/search/pins?${BOX}`),
  ]);
  return {
    lists: ids(all.json()).includes(listing.id) && ids(byType.json()).includes(listing.id),
    search: ids(search.json()).includes(listing.id),
    total: search.json().total as number,
    pins: (pins.json().pins as { id: string }[]).some((pin) => pin.id === listing.id),
  };
}

describe('expiry', () => {
  it('expires a listing LISTING_TTL_DAYS (60) after it was published, not a day or a second before; it leaves lists, search and its count, its page stays', async () => {
    const owner = await signUp(t, { name: 'Expiring Owner' });
    const old = await publish(t, owner, { name: 'Old flat in Koregaon' });
    clock.advance(2 * DAY);
    const fresh = await publish(t, owner, { name: 'Fresh flat in Koregaon' });
    const start = await renewedAt(t, old.id);
    const saver = await signUp(t, { name: 'Saver' });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/me/saved/${old.id}`,
      headers: { origin: PUBLIC_URL, cookie: saver.cookie },
    });
    expect(save.statusCode).toBe(204);
    const before = await shown(old);
    expect(before).toMatchObject({ lists: true, search: true, pins: true });

    clock.setNext(start + 59 * DAY);
    await runJobs();
    expect(await status(old)).toBe('listed');
    // (Each reading of the test clock moves it on a millisecond: a second to spare.)
    clock.setNext(start + 60 * DAY - 1000);
    await runJobs();
    expect(await status(old)).toBe('listed');

    clock.setNext(start + 60 * DAY);
    await runJobs();
    expect(await status(old)).toBe('expired');
    const page = await get(`/api/listings/${old.id}`);
    expect(page.statusCode).toBe(200);
    const after = await shown(old);
    expect(after).toEqual({ lists: false, search: false, total: before.total - 1, pins: false });
    expect(await status(fresh)).toBe('listed');
    expect((await shown(fresh)).search).toBe(true);
    // A saved home stays saved, showing that it expired.
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/me/saved',
      headers: { cookie: saver.cookie },
    });
    expect(saved.json().items).toEqual([
      expect.objectContaining({ id: old.id, status: 'expired' }),
    ]);
  });

  it('alerts nobody of a listing that expired before the alerts matched it', async () => {
    const searcher = await signUp(t, { name: 'Searcher' });
    await saveSearch(t, searcher, { name: 'Pune now', query: 'q=Pune', frequency: 'instant' });
    await runJobs();
    const owner = await signUp(t, { name: 'Quiet Owner' });
    const listing = await publish(t, owner, { name: 'Unseen flat in Pune' });
    clock.setNext((await renewedAt(t, listing.id)) + 60 * DAY);
    await runJobs();
    expect(await status(listing)).toBe('expired');
    expect(mailsTo(searcher)).toHaveLength(0);
  });

  it('reminds the owner seven days before, once, whoever runs the job and however often', async () => {
    const owner = await signUp(t, { name: 'Asha Reminded' });
    const listing = await publish(t, owner, { name: 'Reminded flat in Pune' });
    const start = await renewedAt(t, listing.id);

    clock.setNext(start + 53 * DAY - 1000);
    await runJobs();
    expect(mailsTo(owner)).toHaveLength(0);

    clock.setNext(start + 53 * DAY);
    await Promise.all([t.app.runDueJobs(), other.runDueJobs()]);
    await runJobs();
    await Promise.all([t.app.runDueJobs(), other.runDueJobs()]);
    const mail = await smtp.waitFor(owner.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(owner)).toHaveLength(1);
    expect(mail.subject).toBe('Your listing Reminded flat in Pune expires soon');
    const expires = formatDay(new Date(start + 60 * DAY), 'en');
    const listingUrl = `${PUBLIC_URL}/category/rent/${listing.id}`;
    const renewLink = new RegExp(`${PUBLIC_URL}/renew\\?token=[\\w.%-]+`);
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Hello Asha Reminded,');
      expect(body).toContain(expires);
      expect(body).toContain(listingUrl);
      expect(body).toMatch(renewLink);
    }
    expect(await status(listing)).toBe('listed');

    // A week on it expires; the next runs mail nothing more.
    clock.setNext(start + 60 * DAY);
    await runJobs();
    expect(await status(listing)).toBe('expired');
    expect(mailsTo(owner)).toHaveLength(1);
    const metrics = await get('/metrics');
    expect(metrics.body).toMatch(/homestead_listing_expiry_total\{event="reminded"\} [1-9]/);
    expect(metrics.body).toMatch(/homestead_listing_expiry_total\{event="expired"\} [1-9]/);
  });

  it('reminds each listing by its own time, whatever order they came due in (times set by hand)', async () => {
    const owner = await signUp(t, { name: 'Restored Owner' });
    const first = await publish(t, owner, { name: 'First due flat in Pune' });
    const second = await publish(t, owner, { name: 'Later set back flat' });
    const setRenewed = (listing: Listing, ms: number) =>
      t.database.db
        .update(listings)
        .set({ renewedAt: new Date(ms) })
        .where(eq(listings.id, listing.id));
    const now = clock.now().getTime();
    await setRenewed(first, now - 54 * DAY);
    await runJobs();
    expect(mailsTo(owner).map((mail) => mail.subject)).toEqual([
      'Your listing First due flat in Pune expires soon',
    ]);
    // Renewed longer ago than the one just reminded (a restore, a hand's correction): reminded.
    await setRenewed(second, now - 56 * DAY);
    await runJobs();
    expect(mailsTo(owner).map((mail) => mail.subject)).toEqual([
      'Your listing First due flat in Pune expires soon',
      'Your listing Later set back flat expires soon',
    ]);
  });

  it('renews a listing at every edit: the reminder and the expiry count from the edit, a new reminder for the new life', async () => {
    const owner = await signUp(t, { name: 'Editing Owner' });
    const listing = await publish(t, owner, { name: 'Edited flat in Pune' });
    const start = await renewedAt(t, listing.id);
    clock.setNext(start + 55 * DAY);
    await runJobs();
    expect(mailsTo(owner)).toHaveLength(1);

    await edit(t, owner, listing, { name: 'Edited flat in Pune', regularPrice: 24_000 });
    const edited = await renewedAt(t, listing.id);
    expect(edited).toBeGreaterThan(start + 55 * DAY - 1);
    clock.setNext(start + 61 * DAY);
    await runJobs();
    expect(await status(listing)).toBe('listed');
    expect(mailsTo(owner)).toHaveLength(1);

    clock.setNext(edited + 53 * DAY);
    await runJobs();
    expect(mailsTo(owner)).toHaveLength(2);
    clock.setNext(edited + 60 * DAY);
    await runJobs();
    expect(await status(listing)).toBe('expired');

    // An edit of an expired listing lists it again, in search at once.
    const total = (await get(`/api/search?${BOX}`)).json().total as number;
    await edit(t, owner, listing, { name: 'Edited flat in Pune', regularPrice: 23_000 });
    expect(await status(listing)).toBe('listed');
    const search = (await get(`/api/search?${BOX}`)).json();
    expect(ids(search)).toContain(listing.id);
    expect(search.total).toBe(total + 1);
  });

  it('neither reminds nor expires a rented listing; relisted, it starts a new life', async () => {
    const owner = await signUp(t, { name: 'Renting Owner' });
    const listing = await publish(t, owner, { name: 'Let flat in Pune' });
    const start = await renewedAt(t, listing.id);
    const post = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/listings/${listing.id}/${action}`,
        headers: { origin: PUBLIC_URL, cookie: owner.cookie },
      });
    expect((await post('close')).json().status).toBe('rented');
    clock.setNext(start + 61 * DAY);
    await runJobs();
    expect(await status(listing)).toBe('rented');
    expect(mailsTo(owner)).toHaveLength(0);

    expect((await post('relist')).json().status).toBe('listed');
    await runJobs();
    expect(await status(listing)).toBe('listed');
    expect(await renewedAt(t, listing.id)).toBeGreaterThanOrEqual(start + 61 * DAY);
  });
});
