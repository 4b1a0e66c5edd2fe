import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX } from '../../../shared/constants';
import styles from './ExplorePage.module.css';
import { listingTexts } from '../../../shared/texts/listings';

/**
 * Explore's search box: a locality or city opens /search with it. A plain GET form of /search
 * before the app has started (or without JavaScript). The text is read from the field itself:
 * what was typed before the app started counts.
 */
export function SearchBox() {
  const { explore } = listingTexts;
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };
  return (
    <form role="search" className={styles.search} action="/search" method="get" onSubmit={submit}>
      <label htmlFor="explore-search" className="visually-hidden">
        {explore.searchLabel}
      </label>
      <input
        id="explore-search"
        name="q"
        className="input"
        type="search"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX}
        placeholder={explore.searchPlaceholder}
      />
      <button type="submit" className="button">
        {explore.searchButton}
      </button>
    </form>
  );
}
