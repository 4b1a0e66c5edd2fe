import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { OpenReports as Reports } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';
import { hiddenListingsQuery } from '../../api/get-hidden-listings';
import { moderationHistoryQuery } from '../../api/get-moderation-history';
import { openReportsQuery } from '../../api/get-open-reports';
import { useSession } from '../../api/get-session';
import { isNotFound } from '../../api/http';
import { Spinner } from '../../components/Spinner/Spinner';
import { HiddenListings } from './HiddenListings';
import { ModerationHistory } from './ModerationHistory';
import styles from './ModerationPage.module.css';
import { OpenReports } from './OpenReports';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Starts the page's three lists for the moderator `userId` (the route's loader). */
export function prefetchModeration(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.prefetchQuery(openReportsQuery(userId)),
    queryClient.prefetchInfiniteQuery(hiddenListingsQuery(userId)),
    queryClient.prefetchInfiniteQuery(moderationHistoryQuery(userId)),
  ]);
}

/** The moderators' page: open reports, hidden listings and the history of their actions. */
function ModeratorDesk(props: { userId: string; reports: UseQueryResult<Reports> }) {
  return (
    <div className={styles.page}>
      <h1>{moderationTexts.page.heading}</h1>
      <OpenReports query={props.reports} />
      <HiddenListings userId={props.userId} />
      <ModerationHistory userId={props.userId} />
    </div>
  );
}

/**
 * /moderation: the moderators' page for a moderator; for anyone else, visitors included, the
 * not-found page (status 404), as the moderation API answers them.
 */
export function ModerationPage() {
  const session = useSession();
  const user = session.data?.user;
  const reports = useQuery({
    ...openReportsQuery(user?.id ?? ''),
    enabled: user?.moderator === true,
  });
  if (session.isPending) return <Spinner />;
  // The role may have been taken away since the session was read: the API says so (404).
  if (!user?.moderator || isNotFound(reports.error)) return <NotFoundPage />;
  return <ModeratorDesk userId={user.id} reports={reports} />;
}
