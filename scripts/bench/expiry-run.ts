// The expiry benchmark's measures, run in-process with the app's own modules on a PostgreSQL
// database that expiry.mjs created and filled: one run of the listing-expiry job's two steps
// (expire what is due, then remind), the grid's kept counts checked against the listings, and a
// second run that finds nothing to do.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { createListingExpiry, EXPIRE_BATCH } from '../../src/server/modules/expiry/listing-expiry';
import { createListingsRepository } from '../../src/server/modules/listings/listings.repository';
import { createMail } from '../../src/server/modules/mail/mail.service';
import { createMetrics } from '../../src/server/modules/metrics/metrics';

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_DAYS = 60;

async function timedS<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await work();
  return [result, (performance.now() - t0) / 1000];
}

/** The grid's kept counts beside a count of the listed listings themselves. */
async function gridCounts(db: Parameters<typeof rawRows>[0]) {
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`select (select count(*) from listings where listed)::integer as listed,
               (select coalesce(sum(lat), 0) from listings where listed)::float8 as "latSum",
               (select sum(listings) from listing_cells where level = 4)::integer as cells,
               (select sum(listings) from listing_cell_totals where level = -1)::integer as totals,
               (select sum(lat_sum) from listing_cell_totals where level = -1)::float8 as "totalsLat",
               (select sum(listings) from listing_cell_prices where level = 1)::integer as prices`,
  );
  return row!;
}

export async function runExpiryBench(options: {
  url: string;
  /** The job's time: what is due follows from it and the listings' renewal times. */
  now: Date;
  log: (line: string) => void;
}) {
  const { now, log } = options;
  const database = await openDatabase({ databaseUrl: options.url, poolSize: 4 });
  const { db } = database;
  try {
    const expireBefore = new Date(now.getTime() - TTL_DAYS * DAY_MS);
    const remindBefore = new Date(now.getTime() - (TTL_DAYS - 7) * DAY_MS);
    const [due] = await rawRows<{ expire: number; remind: number; listings: number }>(
      db,
      sql`select count(*)::integer as listings,
                 count(*) filter (where renewed_at <= ${expireBefore.toISOString()})::integer as expire,
                 count(*) filter (where renewed_at > ${expireBefore.toISOString()}
                                    and renewed_at <= ${remindBefore.toISOString()})::integer as remind
          from listings where listed`,
    );
    log(
      `${due!.listings} listed; due at ${now.toISOString()}: ${due!.expire} to expire, ${due!.remind} to remind`,
    );
    const clock = { now: () => now };
    // The benchmark records the reminders and sends none: the delivery is never run.
    const mail = createMail({
      db,
      mailer: { send: () => Promise.reject(new Error('the benchmark sends no mail')), close() {} },
      clock,
      log: { warn() {} } as unknown as FastifyBaseLogger,
      host: 'homes.example',
    });
    const expiry = createListingExpiry({
      db,
      mail,
      listings: createListingsRepository(db),
      clock,
      ttlDays: TTL_DAYS,
      publicUrl: 'https://homes.example',
      authSecret: 'the expiry benchmark, a secret of no consequence',
      metrics: createMetrics(() => database.poolStats()),
    });

    const [expired, expireS] = await timedS(() => expiry.expireDue(now));
    log(`expired ${expired} listings in ${expireS.toFixed(1)} s`);
    const grid = await gridCounts(db);
    const [reminded, remindS] = await timedS(() => expiry.remindDue(now));
    log(`reminded ${reminded} owners in ${remindS.toFixed(1)} s`);
    const [outbox] = await rawRows<{ mails: number }>(
      db,
      sql`select count(*)::integer as mails from mail_outbox where key like 'expiry-reminder:%'`,
    );
    const [again, againS] = await timedS(async () => [
      await expiry.expireDue(now),
      await expiry.remindDue(now),
    ]);
    return {
      due: due!,
      expired,
      expireS,
      grid,
      reminded,
      remindS,
      mails: outbox!.mails,
      again: again[0]! + again[1]!,
      againS,
      batch: EXPIRE_BATCH,
    };
  } finally {
    await database.close();
  }
}
