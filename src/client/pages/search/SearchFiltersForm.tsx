import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import {
  BATHROOM_MINIMUMS,
  BEDROOM_CHOICES,
  filtersFromParams,
  filtersToParams,
  NO_FILTERS,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchSort,
} from '../../../shared/search-filters';
import { Choice } from '../../components/Choice/Choice';
import { ToggleGroup } from '../../components/ToggleGroup/ToggleGroup';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useHydrated } from '../../hooks/useHydrated';
import { BoundFields } from './BoundFields';
import { FactFilters } from './FactFilters';
import { PlaceCombobox } from './PlaceCombobox';
import { placeOfShown, shownPlace, type PlaceName } from './place-names';
import styles from './SearchPage.module.css';
import { typedOf, withTyped as typedInto, type TypedText } from './typed-filters';
import { searchTexts } from '../../../shared/texts/search';

/** The pause in typing after which typed text, prices, areas and the day apply. */
export const TYPING_PAUSE_MS = 600;

const texts = searchTexts.filters;
/** The kinds of input that hold typed text (applied after a pause or Enter). */
const TYPED_FIELDS = new Set(['text', 'search', 'number', 'date']);

/**
 * The form named "Filters" (docs/product.md#search: names and order; its filters by a listing's
 * facts are FactFilters). A choice applies at once; typed text, prices, areas and the day after
 * a pause or Enter. Without JavaScript it is a plain GET form of /search.
 */
export function SearchFiltersForm(props: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** Drawn as a card of its own (beside the results), not inside a dialog. */
  framed?: boolean;
  /** The form element: submitting it applies what is typed at once (the dialog does on closing). */
  ref?: Ref<HTMLFormElement>;
  /** The URL's place as this page names it, where the search's answer did. */
  placeLabel?: string | undefined;
}) {
  const { filters, onChange, framed = true, ref, placeLabel } = props;
  const [typed, setTyped] = useState(() => typedOf(filters));
  // The box shows a place by the name this page gives it; the URL keeps its English text. The
  // offer chosen last names its place until the search's answer does.
  const [chosen, setChosen] = useState<PlaceName>();
  const answered =
    filters.q && placeLabel !== undefined ? { q: filters.q, label: placeLabel } : undefined;
  const placeNames = [answered, chosen];
  const hydrated = useHydrated();
  // The URL changed elsewhere (Back, Clear filters, a correction): show what it holds.
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    const fromUrl = typedOf(filters);
    if (JSON.stringify(fromUrl) !== JSON.stringify(typedOf(shownFilters))) setTyped(fromUrl);
  }

  const withTyped = (text: TypedText) => typedInto(filters, text);
  // Only the text still in the fields: a pause that ended just before a place was chosen (its
  // render still pending) must not put the half-typed text back over the choice.
  const applyTyped = useEffectEvent((text: TypedText) => {
    if (text === typed) onChange(withTyped(text));
  });
  const paused = useDebouncedValue(typed, TYPING_PAUSE_MS);
  useEffect(() => applyTyped(paused), [paused]);

  // What was typed or chosen before the app started is in the fields, not in the state: take
  // it over (the bedroom toggles and Clear filters wait for the app).
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current!, []);
  const takeOverForm = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      fields.append(name, name === 'q' ? placeOfShown(String(value), placeNames) : String(value));
    }
    const inForm = { ...filtersFromParams(fields), beds: filters.beds, bbox: filters.bbox };
    if (filtersToParams(inForm).toString() === filtersToParams(filters).toString()) return;
    onChange(inForm);
  });
  useEffect(() => takeOverForm(), []);

  const set = (change: Partial<SearchFilters>) => onChange({ ...withTyped(typed), ...change });
  const type = (text: keyof TypedText, value: string) =>
    setTyped((current) => ({ ...current, [text]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withTyped(typed));
  };
  // Enter in a typed field applies it. A browser submits on Enter by itself only in a form with
  // a submit button or one typed field, and this one has neither while the app runs. (The place
  // box's Enter that takes an offer is its own: defaultPrevented.)
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target;
    if (event.key !== 'Enter' || event.defaultPrevented || !(field instanceof HTMLInputElement))
      return;
    if (!TYPED_FIELDS.has(field.type)) return;
    event.preventDefault();
    onChange(withTyped(typed));
  };
  const toggleBeds = (beds: number) =>
    set({
      beds: filters.beds.includes(beds)
        ? filters.beds.filter((b) => b !== beds)
        : [...filters.beds, beds].sort((a, b) => a - b),
    });

  return (
    <form
      ref={formRef}
      aria-label={texts.label}
      className={framed ? `panel ${styles.filters}` : styles.filters}
      action="/search"
      method="get"
      onSubmit={submit}
      onKeyDown={enter}
    >
      <fieldset role="radiogroup" className={styles.radios}>
        <legend>{texts.type}</legend>
        {(
          [
            [texts.any, undefined],
            [texts.rent, 'rent'],
            [texts.sale, 'sale'],
          ] as const
        ).map(([label, value]) => (
          <Choice
            key={label}
            type="radio"
            name="type"
            value={value ?? ''}
            checked={filters.type === value}
            // A sale has no preferred tenants: the tenant asked for goes with Sale.
            onChange={() =>
              set(value === 'sale' ? { type: value, tenant: undefined } : { type: value })
            }
          >
            {label}
          </Choice>
        ))}
      </fieldset>
      <PlaceCombobox
        value={shownPlace(typed.q, placeNames)}
        onType={(text) => type('q', placeOfShown(text, placeNames))}
        onChoose={(place) => {
          setChosen(place);
          const next = { ...typed, q: place.q };
          setTyped(next);
          onChange(withTyped(next));
        }}
      />
      <BoundFields
        bounds={[
          [texts.minPrice, 'minPrice'],
          [texts.maxPrice, 'maxPrice'],
        ]}
        typed={typed}
        onType={type}
      />
      <ToggleGroup
        legend={texts.bedrooms}
        className={styles.beds}
        choices={BEDROOM_CHOICES.map((beds) => ({
          label: beds === 5 ? texts.atLeast({ count: beds }) : String(beds),
          pressed: filters.beds.includes(beds),
          onPress: () => toggleBeds(beds),
          disabled: !hydrated,
        }))}
      />
      <label className={styles.field}>
        {texts.bathrooms}
        <select
          name="baths"
          className="input"
          value={filters.baths ?? ''}
          onChange={(event) =>
            set({ baths: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{texts.any}</option>
          {BATHROOM_MINIMUMS.map((baths) => (
            <option key={baths} value={baths}>
              {texts.atLeast({ count: baths })}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.checks}>
        {(
          [
            [texts.furnished, 'furnished'],
            [texts.parking, 'parking'],
            [texts.offer, 'offer'],
          ] as const
        ).map(([label, name]) => (
          <Choice
            key={name}
            type="checkbox"
            name={name}
            value="1"
            checked={filters[name]}
            onChange={(event) => set({ [name]: event.target.checked })}
          >
            {label}
          </Choice>
        ))}
      </div>
      <FactFilters filters={filters} typed={typed} onType={type} set={set} />
      <label className={styles.field}>
        {texts.sort}
        <select
          name="sort"
          className="input"
          value={filters.sort}
          onChange={(event) => set({ sort: event.target.value as SearchSort })}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {texts.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.formButtons}>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hydrated}
          onClick={() => {
            setTyped(typedOf(NO_FILTERS));
            onChange(NO_FILTERS);
          }}
        >
          {texts.clear}
        </button>
        <noscript>
          <button type="submit" className="button">
            {texts.apply}
          </button>
        </noscript>
      </div>
    </form>
  );
}
