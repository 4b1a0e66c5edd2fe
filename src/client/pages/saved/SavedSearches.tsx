import { Link } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../shared/constants';
import { listingTexts } from '../../../shared/texts/listings';
import { savedTexts } from '../../../shared/texts/saved';
import { useDeleteSavedSearch } from '../../api/delete-saved-search';
import { useSavedSearches } from '../../api/get-saved-searches';
import { useUpdateSavedSearch } from '../../api/update-saved-search';
import { ActionIcon } from '../../components/icons/ActionIcons';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import styles from './SavedPage.module.css';

/**
 * Each saved search: its name links to its results; "E-mail me for <name>" changes how often it
 * mails at once; "Delete <name>" forgets it.
 */
export function SavedSearches({ userId }: { userId: string }) {
  const { searches: texts } = savedTexts;
  const searches = useSavedSearches(userId);
  const update = useUpdateSavedSearch(userId);
  const remove = useDeleteSavedSearch(userId);
  const hydrated = useHydrated();

  if (searches.isPending) return <Spinner />;
  if (searches.isError) {
    return (
      <LoadFailed text={listingTexts.lists.loadFailed} onRetry={() => void searches.refetch()} />
    );
  }
  if (searches.data.searches.length === 0) return <p className="notice">{texts.empty}</p>;

  const changeFrequency = (id: string, frequency: AlertFrequency) =>
    update.mutate(
      { id, update: { frequency } },
      {
        onSuccess: () => notify.success(texts.changed),
        onError: () => notify.error(texts.failed),
      },
    );
  const deleteSearch = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => notify.success(texts.deleted),
      onError: () => notify.error(texts.failed),
    });

  return (
    <ul className={styles.searches}>
      {searches.data.searches.map((search) => (
        <li key={search.id} className={styles.search}>
          <Link to={`/search?${search.query}`} className={styles.searchName}>
            {search.name}
          </Link>
          <label className={styles.frequency}>
            <span>{texts.frequencyShort}</span>
            <select
              name="frequency"
              aria-label={texts.frequencyLabel({ name: search.name })}
              value={search.frequency}
              disabled={!hydrated}
              onChange={(event) => changeFrequency(search.id, event.target.value as AlertFrequency)}
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {texts.frequencies[frequency]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="icon-button"
            aria-label={texts.delete({ name: search.name })}
            disabled={!hydrated}
            onClick={() => deleteSearch(search.id)}
          >
            <ActionIcon action="delete" />
          </button>
        </li>
      ))}
    </ul>
  );
}
