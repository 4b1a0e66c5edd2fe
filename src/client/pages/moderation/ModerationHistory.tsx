import { useInfiniteQuery } from '@tanstack/react-query';
import { formatMoment } from '../../../shared/format-moment';
import type { ModerationEntry } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';
import { moderationHistoryQuery } from '../../api/get-moderation-history';
import styles from './ModerationPage.module.css';
import { ModerationSection } from './ModerationSection';
import { MoreButton } from './MoreButton';
import { reasonCountTexts } from './reason-counts';

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
  return (
    <ModerationSection
      heading={texts.history}
      query={query}
      items={query.data?.pages.flatMap((page) => page.items) ?? []}
      empty={texts.noHistory}
      more={<MoreButton query={query} />}
      item={(entry, act, ready) => {
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
                disabled={!ready}
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
      }}
    />
  );
}
