import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { Listing } from '../../../shared/schemas/listing';
import type { RenewedListing } from '../../../shared/schemas/renew';
import { resolveAuthSecret } from '../../lib/secrets';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { renewedAt } from '../../test/expiry';
import { publish, testClock } from '../../test/alerts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { createUnsubscribeTokens } from '../alerts/unsubscribe-token';
import { createRenewTokens } from './renew-token';

const PUBLIC_URL = 'https://homes.example';
const DAY = 24 * 60 * 60 * 1000;
const BOX = 'bbox=73.7,18.4,74.1,18.7';

let t: TestContext;
let smtp: SmtpSink;
const clock = testClock('2026-12-01T04:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, user?: SignedUpUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const post = (url: string, user?: SignedUpUser, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: PUBLIC_URL, ...(user && { cookie: user.cookie }) },
    ...(payload && { payload }),
  });
const renewByLink = (token: string) => post('/api/renew', undefined, { token });
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
const status = async (id: string) => (await get(`/api/listings/${id}`)).json<Listing>().status;
async function runJobs() {
  await t.app.runDueJobs();
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const search = async () => (await get(`/api/search?${BOX}`)).json();

/** Publishes, lets the reminder go out (53 days on) and returns the token of its renew link. */
async function reminded(owner: SignedUpUser, name: string) {
  const listing = await publish(t, owner, { name });
  const start = await renewedAt(t, listing.id);
  clock.setNext(start + 53 * DAY);
  await runJobs();
  const mail = await smtp.waitFor(owner.email);
  expect(mail.subject).toBe(`Your listing ${name} expires soon`);
  const link = /https:\/\/homes\.example\/renew\?token=([\w.%-]+)/.exec(mail.text!)![1]!;
  return { listing, start, token: decodeURIComponent(link) };
}

describe("a reminder's renew link", () => {
  it('renews the expired listing in one request without signing in, once; a GET changes nothing', async () => {
    const owner = await signUp(t, { name: 'Link Owner' });
    const { listing, start, token } = await reminded(owner, 'Linked flat in Pune');
    clock.setNext(start + 60 * DAY);
    await runJobs();
    expect(await status(listing.id)).toBe('expired');

    // Mail scanners fetch links: the page and a GET of the API do nothing.
    await get(`/renew?token=${encodeURIComponent(token)}`);
    expect((await get(`/api/renew?token=${encodeURIComponent(token)}`)).statusCode).toBe(404);
    expect(await status(listing.id)).toBe('expired');

    const before = await search();
    const renewed = await renewByLink(token);
    expect(renewed.statusCode).toBe(200);
    const body = renewed.json<RenewedListing>();
    expect(body).toMatchObject({
      id: listing.id,
      name: 'Linked flat in Pune',
      type: 'rent',
      status: 'listed',
      renewed: true,
    });
    const now = await renewedAt(t, listing.id);
    expect(now).toBeGreaterThanOrEqual(start + 60 * DAY);
    expect(body.expiresAt).toBe(new Date(now + 60 * DAY).toISOString());
    // Back in search at once, counted.
    const after = await search();
    expect(ids(after)).toContain(listing.id);
    expect(after.total).toBe(before.total + 1);

    // The same link again: nothing changes, and the answer says the listing is current.
    const again = await renewByLink(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ renewed: false, status: 'listed' });
    expect(await renewedAt(t, listing.id)).toBe(now);
  });

  it('refuses a forged token, another purpose’s, another server’s, and a deleted listing', async () => {
    const owner = await signUp(t, { name: 'Forged Owner' });
    const { listing, token } = await reminded(owner, 'Guarded flat in Pune');
    const secret = await resolveAuthSecret(t.config.dataDir);
    const claim = token.slice(0, token.lastIndexOf('.'));
    const bad = [
      `${claim}.${'A'.repeat(43)}`,
      `${token}x`,
      'abc',
      // Signed by this server, for unsubscribing: never a renew token.
      createUnsubscribeTokens(secret).tokenFor(listing.id),
      createRenewTokens('another secret of at least thirty-two characters').tokenFor(
        listing.id,
        new Date(),
      ),
    ];
    for (const forged of bad) {
      const response = await renewByLink(forged);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'INVALID_TOKEN',
        message: 'This renew link is not valid.',
      });
    }
    expect((await post('/api/renew', undefined, {})).statusCode).toBe(400);
    expect((await post('/api/renew', undefined, { token: '' })).statusCode).toBe(400);

    const gone = createRenewTokens(secret).tokenFor(randomUUID(), new Date());
    const response = await renewByLink(gone);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe('This listing no longer exists.');
    expect(await status(listing.id)).toBe('listed');
  });
});

describe('"Renew <name>" on the profile', () => {
  it('lists an expired listing again for its owner, in search at once; never for anyone else', async () => {
    const owner = await signUp(t, { name: 'Profile Owner' });
    const stranger = await signUp(t, { name: 'Stranger' });
    const listing = await publish(t, owner, { name: 'Profile flat in Pune' });
    clock.setNext((await renewedAt(t, listing.id)) + 60 * DAY);
    await runJobs();
    expect(await status(listing.id)).toBe('expired');
    const path = `/api/listings/${listing.id}/renew`;

    expect((await post(path, stranger)).statusCode).toBe(403);
    expect((await post(path)).statusCode).toBe(401);
    expect((await post(`/api/listings/${randomUUID()}/renew`, owner)).statusCode).toBe(404);
    expect((await post('/api/listings/not-an-id/renew', owner)).statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: 'https://elsewhere.example', cookie: owner.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await status(listing.id)).toBe('expired');

    const before = await search();
    const renewed = await post(path, owner);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<Listing>()).toMatchObject({ id: listing.id, status: 'listed' });
    const after = await search();
    expect(ids(after)).toContain(listing.id);
    expect(after.total).toBe(before.total + 1);
  });

  it('starts the time of a current listing anew: no expiry at the old time, a reminder for the new life; the old link renews nothing', async () => {
    const owner = await signUp(t, { name: 'Early Renewer' });
    const { listing, start, token } = await reminded(owner, 'Early flat in Pune');
    clock.setNext(start + 55 * DAY);
    const renewed = await post(`/api/listings/${listing.id}/renew`, owner);
    expect(renewed.json<Listing>().status).toBe('listed');
    const now = await renewedAt(t, listing.id);

    clock.setNext(start + 61 * DAY);
    await runJobs();
    expect(await status(listing.id)).toBe('listed');
    expect(await renewByLink(token).then((r) => r.json())).toMatchObject({
      renewed: false,
      status: 'listed',
    });
    expect(await renewedAt(t, listing.id)).toBe(now);

    const mails = () =>
      smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(owner.email));
    expect(mails()).toHaveLength(1);
    clock.setNext(now + 53 * DAY);
    await runJobs();
    expect(mails()).toHaveLength(2);
  });
});
