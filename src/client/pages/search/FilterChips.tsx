import { useEffect, useRef, type RefObject } from 'react';
import type { SearchFilters } from '../../../shared/search-filters';
import { searchTexts } from '../../../shared/texts/search';
import { useHydrated } from '../../hooks/useHydrated';
import { filterChips } from './filter-chips';
import styles from './FilterChips.module.css';

/**
 * The active filters as chips (on a phone, where the form is behind "Filters"): each a button
 * "Remove <filter>". A removed chip's place goes to the chip after it (else the one before,
 * else `emptyFocus`), so a keyboard can remove one after another without losing its way.
 */
export function FilterChips(props: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  emptyFocus: RefObject<HTMLElement | null>;
  /** The URL's place as this page names it, where the search's answer did. */
  placeLabel?: string | undefined;
}) {
  const { filters, onChange, emptyFocus, placeLabel } = props;
  const chips = filterChips(filters, placeLabel);
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  // Which chip to focus once the URL, and so the chips, have followed a removal.
  const removedAt = useRef<number | null>(null);
  const shown = chips.map((chip) => chip.key).join(' ');

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? emptyFocus.current;
    next?.focus();
  }, [shown, emptyFocus]);

  if (chips.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={searchTexts.chips.label} className={styles.chips}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={searchTexts.chips.remove({ filter: chip.label })}
            disabled={!hydrated}
            onClick={() => {
              removedAt.current = index;
              onChange(chip.without);
            }}
          >
            {chip.label}
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
