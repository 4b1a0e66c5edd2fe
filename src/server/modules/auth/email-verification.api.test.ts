import { and, eq, like } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import type { Listing } from '../../../shared/schemas/listing';
import { sampleListingInput } from '../../../shared/test/listing-input';
import { accountTexts } from '../../../shared/texts/account';
import { createMailer, type Mailer } from '../../lib/mailer/mailer';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { testClock } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { postUpload, testJpeg, uploadImage } from '../../test/uploads';
import { listings } from '../listings/listings.table';
import { mailOutbox } from '../mail/mail.table';
import { users, verifications } from '../users/users.table';

const SUBJECT = 'Verify your e-mail address for Homestead';
const clock = testClock('2026-11-24T06:30:00.000Z');

let smtp: SmtpSink;
/** The SMTP server refuses while `down` is set. */
let down = false;

/** A mailer to the test's SMTP server that fails while `down` is set. */
function flakyMailer(): Mailer {
  const real = createMailer({
    smtpUrl: smtp.url,
    from: 'x@example.com',
    outboxDir: '',
    log: { info() {} },
  });
  return {
    async send(message) {
      if (down) throw new Error('SMTP server unreachable');
      await real.send(message);
    },
    close: () => real.close(),
  };
}

const json = (t: TestContext, user: SignedUpUser) => ({
  origin: t.config.publicUrl,
  cookie: user.cookie,
});

/** "Send the link again" for `user`, from `address` when the test tells one. */
const sendAgain = (t: TestContext, user: SignedUpUser, address?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: { ...json(t, user), ...(address && { 'x-forwarded-for': address }) },
    ...(address && { remoteAddress: '127.0.0.1' }),
    payload: { email: user.email },
  });

const mailsTo = (email: string) =>
  smtp.messages.filter(
    (mail) =>
      mail.subject === SUBJECT && [mail.to].flat().some((to) => to?.text.toLowerCase() === email),
  );

/** The link of a verification mail, as a path the test app can be asked for. */
function linkOf(mail: ParsedMail): string {
  const link = mail.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function latestLink(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  return linkOf(mailsTo(email).at(-1)!);
}

const open = (t: TestContext, path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

async function isVerified(t: TestContext, user: SignedUpUser): Promise<boolean> {
  const session = await open(t, '/api/auth/get-session', user.cookie);
  return session.json<{ user: { emailVerified: boolean } }>().user.emailVerified;
}

async function createListing(t: TestContext, user: SignedUpUser) {
  const image = await uploadImage(t, user.cookie);
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: json(t, user),
    payload: sampleListingInput([image.key]),
  });
}

async function listingsOf(t: TestContext, userId: string) {
  return t.database.db.select().from(listings).where(eq(listings.userId, userId));
}

const setVerified = (t: TestContext, userId: string, emailVerified: boolean) =>
  t.database.db.update(users).set({ emailVerified }).where(eq(users.id, userId));

beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
});

describe('PUBLISH_REQUIRES_VERIFIED_EMAIL off (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: flakyMailer(), clock });
  });
  afterAll(() => t.close());

  it('mails nothing at sign-up and publishes at once (docs/product.md#accounts)', async () => {
    const config = await open(t, '/api/config');
    expect(config.json().publishRequiresVerifiedEmail).toBe(false);
    const owner = await signUp(t);
    expect(await isVerified(t, owner)).toBe(false);
    const created = await createListing(t, owner);
    expect(created.statusCode, created.body).toBe(201);
    expect(mailsTo(owner.email)).toHaveLength(0);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    const links = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'email-verification:%'));
    expect(links).toHaveLength(0);
  });

  it('has no link to send again', async () => {
    const owner = await signUp(t);
    const resend = await sendAgain(t, owner);
    expect(resend.statusCode).toBe(400);
    expect(mailsTo(owner.email)).toHaveLength(0);
  });
});

describe('PUBLISH_REQUIRES_VERIFIED_EMAIL=true', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLISH_REQUIRES_VERIFIED_EMAIL: 'true' },
      { mailer: flakyMailer(), clock },
    );
  });
  afterAll(() => t.close());

  it('tells the browser', async () => {
    expect((await open(t, '/api/config')).json().publishRequiresVerifiedEmail).toBe(true);
  });

  it('mails one verification link at sign-up, through the outbox', async () => {
    const owner = await signUp(t, { name: 'Asha Verma' });
    const link = await latestLink(owner.email);
    expect(mailsTo(owner.email)).toHaveLength(1);
    const mail = mailsTo(owner.email)[0]!;
    expect(mail.text).toContain('Hello Asha Verma,');
    expect(mail.html).toContain('Verify my e-mail address');
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fverify-email$/);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.key, `verify-email:${owner.id}:%`));
    expect(rows).toMatchObject([{ status: 'sent', attempts: 1, toAddress: owner.email, text: '' }]);
    expect(await isVerified(t, owner)).toBe(false);
  });

  it('refuses to publish for an unverified account: 403, nothing written, no upload', async () => {
    const owner = await signUp(t);
    // An upload made before the flag was on (or by a verified account since unverified).
    await setVerified(t, owner.id, true);
    const image = await uploadImage(t, owner.cookie);
    await setVerified(t, owner.id, false);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: json(t, owner),
      payload: sampleListingInput([image.key]),
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({
      error: {
        code: ACCOUNT_ERROR_CODES.emailNotVerified,
        message: accountTexts.verifyEmail.needed,
      },
    });
    expect(await listingsOf(t, owner.id)).toHaveLength(0);

    const upload = await postUpload(t, owner.cookie, await testJpeg(64, 48));
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.code).toBe(ACCOUNT_ERROR_CODES.emailNotVerified);
  });

  it('refuses edits and relisting, but lets the owner close and delete', async () => {
    const owner = await signUp(t);
    await setVerified(t, owner.id, true);
    const created = await createListing(t, owner);
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json<Listing>();
    await setVerified(t, owner.id, false);
    const ask = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: json(t, owner), ...(payload ? { payload } : {}) });

    const edit = await ask('PUT', `/api/listings/${listing.id}`, {
      ...sampleListingInput(listing.images.map((image) => image.key)),
      name: 'A new name for the flat',
    });
    expect(edit.statusCode).toBe(403);
    expect((await listingsOf(t, owner.id))[0]!.name).toBe(listing.name);
    expect((await ask('POST', `/api/listings/${listing.id}/close`)).statusCode).toBe(200);
    const relist = await ask('POST', `/api/listings/${listing.id}/relist`);
    expect(relist.statusCode).toBe(403);
    expect(relist.json().error.code).toBe(ACCOUNT_ERROR_CODES.emailNotVerified);
    expect((await ask('DELETE', `/api/listings/${listing.id}`)).statusCode).toBe(204);
  });

  it('verifies with the link, once; then the account publishes', async () => {
    const owner = await signUp(t);
    const link = await latestLink(owner.email);
    // Opened in the browser of the mail, signed in or not: it goes on to the app's page.
    const first = await open(t, link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/verify-email');
    expect(await isVerified(t, owner)).toBe(true);

    const again = await open(t, link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
    const asJson = await open(t, link.replace(/&callbackURL=[^&]*/, ''));
    expect(asJson.statusCode).toBe(401);
    expect(asJson.json().code).toBe(ACCOUNT_ERROR_CODES.invalidToken);

    const created = await createListing(t, owner);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('refuses a link older than 24 hours by the app clock, and a forged one', async () => {
    const owner = await signUp(t);
    const link = await latestLink(owner.email);
    clock.advance(24 * 60 * 60 * 1000);
    const late = await open(t, link);
    expect(late.headers.location).toBe('/verify-email?error=TOKEN_EXPIRED');
    expect(await isVerified(t, owner)).toBe(false);

    const forged = await open(
      t,
      '/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Fverify-email',
    );
    expect(forged.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
    // Never to another site.
    const elsewhere = await open(
      t,
      '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example',
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.headers.location).toBeUndefined();
  });

  it('sends the link again on request: a new mail whose link verifies, and the others stop working', async () => {
    const owner = await signUp(t);
    const first = await latestLink(owner.email);
    // better-auth's tokens are signed to the second: a second later, the new link differs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const resend = await sendAgain(t, owner);
    expect(resend.statusCode, resend.body).toBe(200);
    await expect.poll(() => mailsTo(owner.email).length).toBe(2);
    const second = linkOf(mailsTo(owner.email)[1]!);
    expect(second).not.toBe(first);
    expect((await open(t, second)).headers.location).toBe('/verify-email');
    expect(await isVerified(t, owner)).toBe(true);
    expect((await open(t, first)).headers.location).toBe('/verify-email?error=INVALID_TOKEN');

    // Verified: nothing more to send.
    const more = await sendAgain(t, owner);
    expect(more.statusCode).toBe(400);
  });

  it('signs up even while the mail server fails, and the outbox sends the link later', async () => {
    down = true;
    const owner = await signUp(t);
    down = false;
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.key, `verify-email:${owner.id}:%`)));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: SMTP server unreachable',
    });
    clock.advance(60_000);
    await t.app.runDueJobs();
    await expect.poll(() => mailsTo(owner.email).length).toBe(1);
    expect((await open(t, await latestLink(owner.email))).headers.location).toBe('/verify-email');
  });
});

describe('"Send the link again" is limited like the other account mails', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLISH_REQUIRES_VERIFIED_EMAIL: 'true' },
      { mailer: flakyMailer(), clock, authRateLimit: { max: 3, nameSpace: 'verify-limit-test:' } },
    );
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past AUTH_RATE_LIMIT a minute for one address', async () => {
    // Sign-up counts against the client: each account from its own address.
    const owner = await signUp(t);
    const resend = (address: string) => sendAgain(t, owner, address);
    const statuses = [];
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      statuses.push((await resend(address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await resend('10.0.0.5');
    expect(refused.json().code).toBe(ACCOUNT_ERROR_CODES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect.poll(() => mailsTo(owner.email).length).toBe(4);
  });
});
