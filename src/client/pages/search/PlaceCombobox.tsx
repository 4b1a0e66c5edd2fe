import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../../../shared/constants';
import type { PlaceSuggestion } from '../../../shared/schemas/search';
import { placesQuery } from '../../api/get-places';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import type { PlaceName } from './place-names';
import styles from './SearchPage.module.css';
import { searchTexts } from '../../../shared/texts/search';

/** The pause in typing after which places are offered. */
const SUGGEST_PAUSE_MS = 200;
const texts = searchTexts.filters;

/**
 * "Locality or city": a text box that offers places as one types (the ARIA combobox pattern:
 * arrow keys move through the offers, Enter takes one, Escape closes them). Enter without an
 * offer chosen submits the form with the text as typed.
 */
export function PlaceCombobox(props: {
  value: string;
  onType: (text: string) => void;
  /** The search's text (English) and the offer's label as shown (Hindi on a Hindi page). */
  onChoose: (place: PlaceName) => void;
}) {
  const { value, onType, onChoose } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(value.trim(), SUGGEST_PAUSE_MS);
  const places = useQuery({
    ...placesQuery(typed),
    enabled: open && typed.length >= 2,
    placeholderData: keepPreviousData,
  });
  const offers = open && typed.length >= 2 ? (places.data?.places ?? []) : [];
  const expanded = offers.length > 0;

  // The search takes the English name (the offer's value on a Hindi page): one URL in both.
  const choose = (offer: PlaceSuggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose({ q: offer.value ?? offer.label, label: offer.label });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Through the offers and back to the text as typed (-1).
      setActive((current) => {
        const next = current + step;
        if (next < -1) return offers.length - 1;
        return next >= offers.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < offers.length) {
      event.preventDefault();
      choose(offers[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const activeOffer = expanded && active >= 0 && active < offers.length ? active : -1;

  return (
    <div className={styles.combobox}>
      <label className={styles.field}>
        {texts.place}
        <input
          name="q"
          className="input"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOffer >= 0 ? `${listId}-${activeOffer}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </label>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.places}
        className={styles.offers}
        hidden={!expanded}
      >
        {offers.map((offer, index) => (
          <li
            key={offer.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeOffer}
            className={styles.offer}
            // Taken before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(offer);
            }}
          >
            {offer.label}
            <span className={styles.offerKind}>
              {offer.kind === 'city' ? texts.city : texts.locality}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
