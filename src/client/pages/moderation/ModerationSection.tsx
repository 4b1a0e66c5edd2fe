import { useId, useRef, type ReactNode } from 'react';
import { moderationTexts } from '../../../shared/texts/moderation';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ModerationPage.module.css';
import { useModerationAction } from './useModerationAction';

/** Runs a moderator's action on the item named (useModerationAction). */
export type ModerationAct = ReturnType<typeof useModerationAction>;

/**
 * A section of /moderation: its heading, then its list (named by the heading), a spinner, a
 * failure with Retry, or what it says when it has nothing. An action's buttons wait for the app
 * (`ready`); after one, focus goes to the heading, since the item leaves with its buttons.
 */
export function ModerationSection<T>(props: {
  heading: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[];
  empty: string;
  /** One item of the list (an `li` with its key). */
  item: (item: T, act: ModerationAct, ready: boolean) => ReactNode;
  /** Under the list: "Load More" where the list is paged. */
  more?: ReactNode;
}) {
  const { heading, query, items, empty, item, more } = props;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const act = useModerationAction(headingRef);
  const ready = useHydrated();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && items.length === 0 ? (
        <LoadFailed text={moderationTexts.page.loadFailed} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((one) => item(one, act, ready))}
        </ul>
      )}
      {more}
    </section>
  );
}
