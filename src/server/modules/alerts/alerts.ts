import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage/storage';
import { everyPollJob } from '../jobs/job-scheduler';
import type { Mail } from '../mail/mail.module';
import type { Metrics } from '../metrics/metrics';
import type { SavedSearchesRepository } from '../saved-searches/saved-searches.module';
import { createAlertComposer } from './alert-composer';
import { createAlertMatchingRepository, MATCH_BATCH } from './alert-matching.repository';
import { digestWindow, type DigestFrequency } from './digest-windows';
import { oneClickUnsubscribeRoutes, unsubscribeApiRoutes } from './unsubscribe.routes';
import { createUnsubscribeService } from './unsubscribe.service';
import { createUnsubscribeTokens } from './unsubscribe-token';

/** Queued listings one run matches at most (the next poll goes on), so a run always ends. */
const MAX_MATCH_PASSES = 100;
const DIGESTS: DigestFrequency[] = ['daily', 'weekly'];
/** An alert's key in the mail outbox: "alert:<search>:…" (see `run`). */
const isAlertKey = (key: string) => key.startsWith('alert:');

export interface AlertsDeps {
  db: Db;
  storage: Storage;
  /** The app's mail: alerts are recorded in its outbox, and its job sends them. */
  mail: Mail;
  clock: Clock;
  metrics: Metrics;
  savedSearches: SavedSearchesRepository;
  publicUrl: string;
  mailFrom: string;
  authSecret: string;
}

/**
 * What the app's one mail delivery counts of the alerts: the outbox holds other mails too (e-mail
 * verification, expiry reminders), so only the alerts' own keys count.
 */
export function alertMailCounts(metrics: Metrics) {
  return {
    onSent: (keys: string[]) =>
      metrics.alertMails.inc({ outcome: 'sent' }, keys.filter(isAlertKey).length),
    onFailed: (keys: string[]) =>
      metrics.alertMails.inc({ outcome: 'failed' }, keys.filter(isAlertKey).length),
  };
}

/**
 * Saved searches' alerts (docs/product.md#saved-homes-and-searches, docs/decisions/0025-alerts.md):
 * publishing queues a listing (`queue.enqueue`), the "alerts" job matches queued listings and
 * writes mails into the outbox (instant ones at once, digests when their time has come by `clock`),
 * and the mail module's "mail-delivery" job sends them. Both run at every poll of the job scheduler, on one
 * instance at a time.
 */
export function createAlerts(deps: AlertsDeps) {
  const { clock, metrics } = deps;
  const queue = createAlertMatchingRepository(deps.db);
  const tokens = createUnsubscribeTokens(deps.authSecret);
  const composer = createAlertComposer({
    db: deps.db,
    mail: deps.mail,
    tokens,
    storage: deps.storage,
    publicUrl: deps.publicUrl,
    mailFrom: deps.mailFrom,
    onQueued: (count) => metrics.alertMails.inc({ outcome: 'queued' }, count),
  });

  // The digest time each frequency was last composed for by this instance: the searches of a
  // digest are walked once per time, not at every poll (another instance, or a restart, walks
  // them again and records nothing twice).
  const composedFor = new Map<DigestFrequency, string>();

  /** Matches what is queued, then writes the mails that are due now. */
  async function run(): Promise<void> {
    for (let pass = 0; pass < MAX_MATCH_PASSES; pass++) {
      if ((await queue.matchQueued(clock.now())) < MATCH_BATCH) break;
    }
    // Read after matching: every match recorded so far is before it (one recorded in this very
    // millisecond goes out at the next poll).
    const now = clock.now();
    await composer.compose(
      'instant',
      now,
      (search) => `alert:${search.searchId}:${search.homes[0]!.id}`,
      now,
    );
    for (const frequency of DIGESTS) {
      const window = digestWindow(frequency, now);
      if (composedFor.get(frequency) === window.label) continue;
      await composer.compose(
        frequency,
        window.start,
        (search) => `alert:${search.searchId}:${frequency}:${window.label}`,
        now,
      );
      composedFor.set(frequency, window.label);
    }
  }

  // What is due is decided by the clock (digest times), not the scheduler. After the expiry, so a
  // listing that has just expired is not alerted; before the delivery, so its mails go out in the
  // same poll.
  const alertsJob = everyPollJob('alerts', 10 * 60 * 1000, run, {
    runsAfter: ['listing-expiry'],
    runsBefore: ['mail-delivery'],
  });
  const unsubscribe = createUnsubscribeService({ tokens, repository: deps.savedSearches });

  return {
    queue,
    tokens,
    jobs: [alertsJob],
    apiRoutes: unsubscribeApiRoutes(unsubscribe),
    oneClickRoutes: oneClickUnsubscribeRoutes(unsubscribe),
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
