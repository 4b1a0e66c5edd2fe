// The alerts benchmark's measures, run in-process with the app's own modules on a PostgreSQL
// database that alerts.mjs created: matching one new listing against every saved search, a
// daily digest for every searcher through the outbox (no SMTP_URL: .eml files), and the cost
// queuing adds to publishing.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createMailer } from '../../src/server/lib/mailer/mailer';
import { createLocalStorage } from '../../src/server/lib/storage/local-storage';
import { createAlertComposer } from '../../src/server/modules/alerts/alert-composer';
import { createAlertMatchingRepository } from '../../src/server/modules/alerts/alert-matching.repository';
import { digestWindow } from '../../src/server/modules/alerts/digest-windows';
import { createUnsubscribeTokens } from '../../src/server/modules/alerts/unsubscribe-token';
import { createListingsRepository } from '../../src/server/modules/listings/listings.repository';
import { createMail } from '../../src/server/modules/mail/mail.service';
import { buildListing } from '../../src/server/test/factories';
import { findTimesInDatabase } from './alerts-in-database';
import { seedListings, seedSearches } from './alerts-seed';

const quiet = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function timedMs<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await work();
  return [result, performance.now() - t0];
}

/** Whether the matching statement reads the matching index (EXPLAIN, rolled back). */
async function matchingPlan(database: Database, listingId: string): Promise<string[]> {
  const lines: string[] = [];
  const { sql } = await import('drizzle-orm');
  await database.db
    .transaction(async (tx) => {
      const plan = await tx.execute(
        sql.raw(
          `explain (analyze, costs off) select 1 from listings l join saved_search_cells c on c.cell = any(array[((floor(l.lat * 4)::integer + 512) * 2048 + floor(l.lng * 4)::integer + 1024), -1]) and c.type = any(array[l.type, 'any']) and c.max_price >= l.price where l.id = '${listingId}'`,
        ),
      );
      lines.push(
        ...(plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
          (r) => r['QUERY PLAN'],
        ),
      );
      throw new Error('rollback');
    })
    .catch(() => undefined);
  return lines;
}

export async function runAlertsBench(options: {
  url: string;
  searches: number;
  listings: number;
  dataDir: string;
  log: (line: string) => void;
}) {
  const { log } = options;
  const database = await openDatabase({ databaseUrl: options.url, poolSize: 4 });
  const { db } = database;
  try {
    const [cells, seedMs] = await timedMs(() => seedSearches(db, options.searches));
    log(
      `${options.searches} saved searches, ${cells} matching index rows (${(seedMs / 1000).toFixed(1)} s)`,
    );
    const ids = await seedListings(db, options.listings);
    await db.execute((await import('drizzle-orm')).sql`vacuum analyze`);

    // Matching: each new listing, once, as the job does (recorded in alert_matches).
    const matching = createAlertMatchingRepository(db);
    const day = new Date('2026-11-24T06:30:00.000Z');
    const found: number[] = [];
    for (const id of ids) {
      const [, ms] = await timedMs(() => matching.find(id, null, day));
      found.push(ms);
    }
    const inDatabase = await findTimesInDatabase(options.url, ids);
    const times: number[] = [];
    let matches = 0;
    for (const id of ids) {
      const [count, ms] = await timedMs(() => matching.match(id, null, day));
      times.push(ms);
      matches += count;
    }
    const plan = await matchingPlan(database, ids[0]!);

    // The daily digest at 08:00 India time: compose every mail, then deliver to the outbox.
    const outboxDir = path.join(options.dataDir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Homestead <no-reply@bench.example>',
      outboxDir,
      log: quiet,
    });
    const digestAt = new Date('2026-11-25T02:30:00.000Z');
    const clock = { now: () => digestAt };
    const mail = createMail({ db, mailer, clock, log: quiet, host: 'homes.example' });
    const composer = createAlertComposer({
      db,
      mail,
      tokens: createUnsubscribeTokens('bench-secret-bench-secret-bench-secret'),
      storage: createLocalStorage(path.join(options.dataDir, 'storage')),
      publicUrl: 'https://homes.example',
      mailFrom: 'Homestead <no-reply@homes.example>',
    });
    const window = digestWindow('daily', digestAt);
    // Memory: the heap left after a full collection before and after the digest (what it keeps),
    // and the peak resident size sampled meanwhile (what it needed at most).
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 250);
    const [mails, composeMs] = await timedMs(() =>
      composer.compose(
        'daily',
        window.start,
        (s) => `alert:${s.searchId}:daily:${window.label}`,
        digestAt,
      ),
    );
    const [delivered, deliverMs] = await timedMs(() => mail.runDue());
    clearInterval(sampler);
    gc?.();
    const after = process.memoryUsage();
    mailer.close();

    // Publishing: a listing's insert alone, and with its alert queued in the same transaction.
    const listingsRepository = createListingsRepository(db);
    const publish = (queue: boolean) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as typeof db;
        const row = await listingsRepository.insert(buildListing('bench-owner-0'), tx);
        if (queue) await matching.enqueue(tx, row.id);
      });
    const plain: number[] = [];
    const queued: number[] = [];
    for (let i = 0; i < 50; i++) await publish(i % 2 === 0);
    for (let i = 0; i < 1200; i++) {
      const queue = i % 2 === 0;
      const [, ms] = await timedMs(() => publish(queue));
      (queue ? queued : plain).push(ms);
    }
    return {
      cells,
      matches,
      find: { p50: percentile(found, 50), p95: percentile(found, 95), max: Math.max(...found) },
      findInDatabase: {
        p50: percentile(inDatabase, 50),
        p95: percentile(inDatabase, 95),
        max: Math.max(...inDatabase),
      },
      match: { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) },
      usesIndex: plan.some((line) => line.includes('saved_search_cells_match_idx')),
      plan,
      digest: {
        mails,
        delivered,
        composeS: composeMs / 1000,
        deliverS: deliverMs / 1000,
        collected: gc !== undefined,
        heapKeptMb: mb(after.heapUsed - baseline.heapUsed),
        rssBeforeMb: mb(baseline.rss),
        rssPeakMb: mb(peakRss),
      },
      publish: {
        plainMs: percentile(plain, 50),
        queuedMs: percentile(queued, 50),
        ratio: percentile(queued, 50) / percentile(plain, 50),
      },
    };
  } finally {
    await database.close();
  }
}
