import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORTS_PER_HOUR,
} from '../../../shared/moderation-rules';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertListing } from '../../test/factories';
import { asUser } from '../../test/moderation';
import { listings } from '../listings/listings.table';
import { listingReports } from './reports.table';

let t: TestContext;
let send: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await createTestApp();
  send = asUser(t, t.app);
});
afterAll(() => t.close());

const reportsPath = (id: string) => `/api/listings/${id}/reports`;
const report = (id: string, user: SignedUpUser | undefined, body: unknown) =>
  send('POST', reportsPath(id), user, body);

/** A report sent as raw bytes of `contentType`, to see how the body's spelling is read. */
const reportRaw = (
  id: string,
  user: SignedUpUser,
  contentType: string,
  payload: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: reportsPath(id),
    headers: {
      origin: t.config.publicUrl,
      cookie: user.cookie,
      'content-type': contentType,
      ...headers,
    },
    payload,
  });

const openReports = (listingId: string) =>
  t.database.db
    .select()
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)));

describe('reporting a listing', () => {
  it('takes each of the six reasons, details optional but for "Something else"', async () => {
    const owner = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    for (const reason of REPORT_REASONS.filter((r) => r !== 'other')) {
      const reporter = await signUp(t);
      const answer = await report(listing.id, reporter, { reason });
      expect(answer.statusCode, answer.body).toBe(204);
    }
    const reporter = await signUp(t);
    const bare = await report(listing.id, reporter, { reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.issues[0].path).toEqual(['details']);
    const blank = await report(listing.id, reporter, { reason: 'other', details: '   \n ' });
    expect(blank.statusCode).toBe(400);
    const said = await report(listing.id, reporter, { reason: 'other', details: ' Photos fake ' });
    expect(said.statusCode).toBe(204);
    const rows = await openReports(listing.id);
    expect(rows.map((row) => row.reason).sort()).toEqual([...REPORT_REASONS].sort());
    expect(rows.find((row) => row.reason === 'other')!.details).toBe('Photos fake');
  });

  it('refuses an unknown reason and details over 1000 characters, storing nothing', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    for (const body of [
      {},
      { reason: 'spam' },
      { reason: 'broker', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
      { reason: 'broker', details: 42 },
    ]) {
      const answer = await report(listing.id, reporter, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    }
    const longest = 'y'.repeat(REPORT_DETAILS_MAX);
    expect(
      (await report(listing.id, reporter, { reason: 'broker', details: longest })).statusCode,
    ).toBe(204);
    expect(await openReports(listing.id)).toHaveLength(1);
  });

  it('keeps one open report per person and listing: sending again replaces it', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const other = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    await report(listing.id, reporter, { reason: 'broker', details: 'first' });
    await report(listing.id, reporter, { reason: 'fake_or_scam', details: 'second' });
    await report(listing.id, other, { reason: 'broker' });
    const rows = await openReports(listing.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.reporterId === reporter.id)).toMatchObject({
      reason: 'fake_or_scam',
      details: 'second',
    });
    // Two at once from one person still leave one open report.
    const racer = await signUp(t);
    const answers = await Promise.all(
      ['wrong_details', 'offensive', 'broker'].map((reason) =>
        report(listing.id, racer, { reason }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
    expect((await openReports(listing.id)).filter((r) => r.reporterId === racer.id)).toHaveLength(
      1,
    );
  });

  it('the database itself holds the rules', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const insert = (values: Partial<typeof listingReports.$inferInsert>) =>
      t.database.db.insert(listingReports).values({
        listingId: listing.id,
        reporterId: reporter.id,
        reason: 'broker',
        ...values,
      } as typeof listingReports.$inferInsert);
    await expect(insert({ reason: 'spam' as 'broker' })).rejects.toThrow();
    await expect(insert({ reason: 'other', details: ' ' })).rejects.toThrow();
    await expect(insert({ details: 'z'.repeat(REPORT_DETAILS_MAX + 1) })).rejects.toThrow();
    await insert({});
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ resolution: 'hidden' })).rejects.toThrow();
  });

  it('refuses the owner (403), a visitor (401), and a listing not there (404)', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const own = await report(listing.id, owner, { reason: 'broker' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('OWN_LISTING');
    expect((await report(listing.id, undefined, { reason: 'broker' })).statusCode).toBe(401);
    expect((await report(randomUUID(), reporter, { reason: 'broker' })).statusCode).toBe(404);
    expect((await report('not-a-listing', reporter, { reason: 'broker' })).statusCode).toBe(400);
    expect(await openReports(listing.id)).toHaveLength(0);
  });

  it('a hidden listing is not there to report (404); a rented one may be reported', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const hidden = await insertListing(t.database.db, owner.id, { hiddenAt: new Date() });
    expect((await report(hidden.id, reporter, { reason: 'broker' })).statusCode).toBe(404);
    // Its owner is still its owner.
    expect((await report(hidden.id, owner, { reason: 'broker' })).statusCode).toBe(403);
    const rented = await insertListing(t.database.db, owner.id, { closedAt: new Date() });
    expect((await report(rented.id, reporter, { reason: 'rented_or_sold' })).statusCode).toBe(204);
    await t.database.db
      .update(listings)
      .set({ hiddenAt: new Date() })
      .where(eq(listings.id, rented.id));
    expect((await report(rented.id, reporter, { reason: 'broker' })).statusCode).toBe(404);
    expect(await openReports(hidden.id)).toHaveLength(0);
  });
});

describe('the limit of reports per account', () => {
  it(`refuses the report after ${REPORTS_PER_HOUR} an hour with 429, whatever the JSON spelling`, async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const other = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const types = ['application/json', 'Application/JSON', 'application/json; charset=utf-8'];
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_HOUR + 3; i++) {
      const answer = await reportRaw(
        listing.id,
        reporter,
        types[i % types.length]!,
        // Refused bodies count too: an attempt is an attempt.
        JSON.stringify(i % 5 === 4 ? { reason: 'nonsense' } : { reason: 'broker' }),
        // From a new address each time: the count is the account's.
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.json().error.code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses.slice(0, REPORTS_PER_HOUR).every((s) => s === 204 || s === 400)).toBe(true);
    expect(statuses.slice(REPORTS_PER_HOUR)).toEqual([429, 429, 429]);
    // Another account is not held back by it.
    expect((await report(listing.id, other, { reason: 'broker' })).statusCode).toBe(204);
  });

  it('accepts JSON only: a form body is refused (415) and stores nothing', async () => {
    const owner = await signUp(t);
    const reporter = await signUp(t);
    const listing = await insertListing(t.database.db, owner.id);
    const answer = await reportRaw(
      listing.id,
      reporter,
      'application/x-www-form-urlencoded',
      'reason=broker',
    );
    expect(answer.statusCode).toBe(415);
    expect(await openReports(listing.id)).toHaveLength(0);
  });
});
