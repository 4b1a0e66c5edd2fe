import { pathInLanguage } from '../../../shared/languages';
import type { AlertFrequency } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { describeImage } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import type { Mail, OutgoingMail } from '../mail/mail.module';
import { alertMail } from './alert-mail';
import { alertDigestsRepository as digests, type SearchToMail } from './alert-digests.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Searches composed per transaction. */
const BATCH = 500;
/** Homes shown in one mail; the rest are counted ("and 4 more") and one link away. */
export const HOMES_PER_MAIL = 10;

export interface AlertComposerDeps {
  db: Db;
  /** The app's mail: its outbox records each search's mail. */
  mail: Mail;
  tokens: UnsubscribeTokens;
  storage: Storage;
  publicUrl: string;
  /** MAIL_FROM: its address takes unsubscribe requests by mail too. */
  mailFrom: string;
  /** Told how many mails each batch recorded (metrics). */
  onQueued?: (count: number) => void;
}

/**
 * Turns recorded matches into mails in the outbox: one per search and time (`keyOf`), with its
 * newest homes. The mails and the search's mark of what is mailed are written in one
 * transaction, so a match is in exactly one mail; a key recorded before (this window's digest
 * went out already) leaves its matches for the next one.
 */
export function createAlertComposer(deps: AlertComposerDeps) {
  const mailbox = /<([^>]+)>/.exec(deps.mailFrom)?.[1] ?? deps.mailFrom.trim();

  const photoUrl = (image: SearchToMail['homes'][number]['image']) => {
    if (!image) return undefined;
    const src = describeImage(deps.storage, image).src;
    return src.startsWith('/') ? `${deps.publicUrl}${src}` : src;
  };

  function mailOf(search: SearchToMail, key: string): OutgoingMail {
    const token = deps.tokens.tokenFor(search.searchId);
    const mail = alertMail({
      to: search.email,
      language: search.language,
      searchName: search.name,
      query: search.query,
      homes: search.homes.map((home) => ({ ...home, photoUrl: photoUrl(home.image) })),
      total: search.total,
      publicUrl: deps.publicUrl,
      unsubscribeUrl: `${deps.publicUrl}${pathInLanguage('/unsubscribe', search.language)}?token=${encodeURIComponent(token)}`,
      unsubscribeMailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
    });
    return { ...mail, key };
  }

  /** Records the mails of up to BATCH searches after `on.after`, and marks them, in one transaction. */
  function composeBatch(
    on: { frequency: AlertFrequency; before: Date; after: string | undefined },
    keyOf: (search: SearchToMail) => string,
    now: Date,
  ) {
    return withTransaction(deps.db, async (tx) => {
      const searches = await digests.searchesToMail(tx, on, BATCH, HOMES_PER_MAIL);
      const mails = searches
        .filter((search) => search.homes.length > 0)
        .map((search) => ({ search, mail: mailOf(search, keyOf(search)) }));
      const keys = await deps.mail.enqueue(
        tx,
        mails.map(({ mail }) => mail),
        now,
      );
      const done = mails.filter(({ mail }) => keys.has(mail.key));
      await digests.markMailed(
        tx,
        done.map(({ search }) => search.searchId),
        on.before,
      );
      return { searches: searches.length, last: searches.at(-1)?.searchId, queued: keys.size };
    });
  }

  return {
    /**
     * Mails every search of `frequency` its matches recorded before `before`, under the key
     * `keyOf` gives; how many mails were recorded.
     */
    async compose(
      frequency: AlertFrequency,
      before: Date,
      keyOf: (search: SearchToMail) => string,
      now: Date,
    ): Promise<number> {
      let after: string | undefined;
      let recorded = 0;
      for (;;) {
        const batch = await composeBatch({ frequency, before, after }, keyOf, now);
        recorded += batch.queued;
        deps.onQueued?.(batch.queued);
        after = batch.last;
        if (batch.searches < BATCH) return recorded;
      }
    },
  };
}
