import { pathInLanguage } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { everyPollJob } from '../jobs/job-scheduler';
import type { Mail, OutgoingMail } from '../mail/mail.module';
import type { ListingsRepository } from '../listings/listings.module';
import type { Metrics } from '../metrics/metrics';
import { createExpiryRepository, type DueReminder } from './expiry.repository';
import { reminderMail } from './expiry-reminder-mail';
import { renewLinkRoutes } from './renew-link.routes';
import { createRenewLinkService } from './renew-link.service';
import { createRenewTokens } from './renew-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The owner is reminded this many days before the listing expires. */
export const REMIND_DAYS_BEFORE = 7;
/**
 * Listings one statement expires: a batch holds its rows' locks for a second or two (an owner's
 * save of one of them waits that long). Larger batches share the grid's coarse groups better:
 * on a million, 5,000 a second in batches of 5,000, 6,500 in batches of 20,000 (decision 27).
 */
export const EXPIRE_BATCH = 10_000;
/**
 * Parts of the map expired at the same time, each on a connection of its own: one part keeps one
 * database backend busy, so a backlog (the first run on an old catalogue, a long outage) can use
 * two cores.
 */
export const EXPIRE_PARTS = 2;
/** Listings one transaction reminds: their mails are written to the outbox in one statement. */
export const REMIND_BATCH = 1000;

export interface ListingExpiryDeps {
  db: Db;
  /** The app's mail: reminders are recorded in its outbox, and its job sends them. */
  mail: Mail;
  listings: ListingsRepository;
  clock: Clock;
  /** LISTING_TTL_DAYS. */
  ttlDays: number;
  publicUrl: string;
  authSecret: string;
  metrics: Metrics;
}

/**
 * A listing's expiry (docs/product.md#a-listings-life, docs/decisions/0027-listing-expiry.md): the
 * "listing-expiry" job expires the listings neither created, edited nor renewed for
 * LISTING_TTL_DAYS and reminds owners seven days before, by mail through the outbox (sent by the
 * mail module's "mail-delivery" job); the reminder's link renews the listing without signing in
 * (renew-link.*).
 */
export function createListingExpiry(deps: ListingExpiryDeps) {
  const { db, clock, ttlDays, metrics } = deps;
  const repository = createExpiryRepository(db);
  const tokens = createRenewTokens(deps.authSecret);
  const remindAfterMs = Math.max(ttlDays - REMIND_DAYS_BEFORE, 0) * DAY_MS;

  const mailOf = (listing: DueReminder): OutgoingMail => {
    const token = tokens.tokenFor(listing.id, listing.renewedAt);
    const mail = reminderMail({
      to: listing.ownerEmail,
      language: listing.ownerLanguage,
      ownerName: listing.ownerName,
      listing,
      expiresAt: new Date(listing.renewedAt.getTime() + ttlDays * DAY_MS),
      ttlDays,
      publicUrl: deps.publicUrl,
      renewUrl: `${deps.publicUrl}${pathInLanguage('/renew', listing.ownerLanguage)}?token=${encodeURIComponent(token)}`,
    });
    // One reminder per listing and life: a renewal starts a life at another time.
    return { ...mail, key: `expiry-reminder:${listing.id}:${listing.renewedAt.getTime()}` };
  };

  /**
   * Marks the next batch of listings due a reminder and records their mails, in one transaction;
   * how many listings it marked.
   */
  async function remindBatch(cutoff: Date, now: Date): Promise<number> {
    const { due, recorded } = await withTransaction(db, async (tx) => {
      const due = await repository.remind(tx, cutoff, now, REMIND_BATCH);
      const mails = due.map(mailOf);
      return { due: due.length, recorded: (await deps.mail.enqueue(tx, mails, now)).size };
    });
    metrics.listingExpiry.inc({ event: 'reminded' }, recorded);
    return due;
  }

  /**
   * Expires every listing due at `now`, batch after batch, EXPIRE_PARTS parts of the map at once
   * (parts share no counts: expiry.repository.ts); how many.
   */
  async function expireDue(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - ttlDays * DAY_MS);
    const expirePart = async (index: number) => {
      let total = 0;
      for (;;) {
        const part = { index, of: EXPIRE_PARTS };
        const expired = await repository.expire(cutoff, now, EXPIRE_BATCH, part);
        metrics.listingExpiry.inc({ event: 'expired' }, expired);
        total += expired;
        if (expired < EXPIRE_BATCH) return total;
      }
    };
    const parts = Array.from({ length: EXPIRE_PARTS }, (_, index) => expirePart(index));
    return (await Promise.all(parts)).reduce((sum, part) => sum + part, 0);
  }

  /** Reminds the owner of every listed listing due a reminder at `now`; how many. */
  async function remindDue(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - remindAfterMs);
    let total = 0;
    for (;;) {
      const passed = await remindBatch(cutoff, now);
      total += passed;
      if (passed < REMIND_BATCH) return total;
    }
  }

  /** Expires what is due first (an expired listing is reminded of nothing), then reminds. */
  async function run(): Promise<void> {
    const now = clock.now();
    await expireDue(now);
    await remindDue(now);
  }

  // A run with nothing due reads two index entries. Before the delivery, so the reminders it
  // writes go out in the same poll.
  const job = everyPollJob('listing-expiry', 30 * 60 * 1000, run, {
    runsBefore: ['mail-delivery'],
  });

  const renewLink = createRenewLinkService({
    tokens,
    listings: deps.listings,
    clock,
    ttlDays,
  });

  return { job, tokens, expireDue, remindDue, apiRoutes: renewLinkRoutes(renewLink) };
}

export type ListingExpiry = ReturnType<typeof createListingExpiry>;
