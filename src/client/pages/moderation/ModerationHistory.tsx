import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { formatMoment } from '../../../shared/format-moment';
import type { ModerationEntry } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';
import { moderationHistoryQuery } from '../../api/get-moderation-history';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ModerationPage.module.css';
import { MoreButton } from './MoreButton';
import { reasonCountTexts } from './reason-counts';
import { useModerationAction } from './useModerationAction';

const texts = moderationTexts.page;

/** "<moderator> hid <listing>": what the entry says was done, and to what. */
const entryText = (entry: ModerationEntry) =>
  texts.actions[entry.action]({
    moderator: entry.moderator.name,
    target: entry.listing?.name ?? entry.account.name,
  });

/** "History": every moderator's action, newest first; a suspension in force can be lifted here. */
export function ModerationHistory({ userId }: { userId: string }) {
  const query = useInfiniteQuery(moderationHistoryQuery(userId));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const act = useModerationAction(heading);
  const hydrated = useHydrated();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {texts.history}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed text={texts.loadFailed} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="notice">{texts.noHistory}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((entry) => {
            const reasons = reasonCountTexts(entry.reasons);
            return (
              <li key={entry.id} className={styles.entry}>
                <p>
                  {entryText(entry)} ·{' '}
                  <time dateTime={entry.at} className={styles.time}>
                    {formatMoment(entry.at)}
                  </time>
                </p>
                {reasons.length > 0 && (
                  <p className={styles.meta}>{texts.because({ reasons: reasons.join(', ') })}</p>
                )}
                {entry.reinstatable && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={!hydrated}
                    onClick={() =>
                      act(
                        { kind: 'account', action: 'reinstate', id: entry.account.id },
                        entry.account.name,
                      )
                    }
                  >
                    {texts.reinstate({ name: entry.account.name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <MoreButton query={query} />
    </section>
  );
}
