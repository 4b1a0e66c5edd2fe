import { useSession } from '../../api/get-session';
import { savedTexts } from '../../../shared/texts/saved';
import { SavedHomes } from './SavedHomes';
import { SavedSearches } from './SavedSearches';
import styles from './SavedPage.module.css';

/** /saved (behind the route guard): the account's saved homes, then its saved searches. */
export function SavedPage() {
  // The route guard shows this page only with a session.
  const userId = useSession().data?.user.id ?? '';
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="saved-homes">
        <h1 id="saved-homes">{savedTexts.heading}</h1>
        <SavedHomes userId={userId} />
      </section>
      <section className={styles.section} aria-labelledby="saved-searches">
        <h2 id="saved-searches">{savedTexts.searches.heading}</h2>
        <SavedSearches userId={userId} />
      </section>
    </div>
  );
}
