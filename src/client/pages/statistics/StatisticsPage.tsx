import { useId } from 'react';
import { useParams } from 'react-router';
import { useListingStatistics } from '../../api/get-listing-statistics';
import { useSession } from '../../api/get-session';
import { isUnknownId } from '../../api/http';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { groupDigits } from '../../../shared/format';
import { shortDay } from '../../../shared/short-day';
import { statisticsTexts as texts } from '../../../shared/texts/statistics';
import { titleTexts } from '../../../shared/texts/titles';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ViewsChart } from './ViewsChart';
import styles from './StatisticsPage.module.css';

/**
 * /statistics/:listingId (behind the route guard): one listing's last 30 days for its owner:
 * the totals, views per day as a chart and as a table. Anyone else gets the not-found page
 * (404, also from the server).
 */
export function StatisticsPage() {
  const { listingId = '' } = useParams();
  const userId = useSession().data?.user.id ?? '';
  const statistics = useListingStatistics(userId, listingId);
  const tableId = useId();

  if (statistics.isPending) return <Spinner />;
  if (isUnknownId(statistics.error)) return <NotFoundPage />;
  if (statistics.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void statistics.refetch()} />;
  }
  const { name, days, totals } = statistics.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{titleTexts.statistics({ name })}</h1>
      <p className={styles.period}>{texts.period}</p>
      <dl className={styles.totals}>
        {(['views', 'saves', 'messages'] as const).map((key) => (
          <div key={key} className={styles.total}>
            <dt>{texts[key]}</dt>
            <dd>{groupDigits(totals[key])}</dd>
          </div>
        ))}
      </dl>
      <ViewsChart days={days} />
      <table className={styles.table} aria-labelledby={tableId}>
        <caption id={tableId}>{texts.table}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.day}</th>
            <th scope="col">{texts.views}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, views }) => (
            <tr key={day}>
              <th scope="row">{shortDay(day)}</th>
              <td>{groupDigits(views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
