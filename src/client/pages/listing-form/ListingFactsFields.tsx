import { useId, type ChangeEvent } from 'react';
import {
  AMENITIES,
  AREA_MAX,
  AREA_MIN,
  AREA_TYPES,
  CHARGE_MAX,
  CHARGE_MIN,
  DESCRIPTION_MAX,
  FLOOR_MAX,
  FLOOR_MIN,
  latestAvailableFrom,
  TENANTS,
  TOTAL_FLOORS_MAX,
  TOTAL_FLOORS_MIN,
  type AreaType,
} from '../../../shared/listing-facts';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';
import { Choice } from '../../components/Choice/Choice';
import { FormField } from '../../components/FormField/FormField';
import fieldStyles from '../../components/FormField/FormField.module.css';
import type { FieldErrors, ListingFormValues } from './form-values';
import styles from './ListingForm.module.css';

const { labels } = listingFactsTexts;

/** The facts typed into an input; the others are a select and two lists of checkboxes. */
type TypedFact = 'area' | 'floor' | 'totalFloors' | 'availableFrom' | 'deposit' | 'maintenance';
type ListFact = 'tenants' | 'amenities';

// Not required: every fact is optional (docs/product.md#listing-facts); bounds as the schema's.
const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;
const charge = { ...wholeNumber, min: CHARGE_MIN, max: CHARGE_MAX, className: styles.price };

interface ListingFactsFieldsProps {
  values: ListingFormValues;
  errors: FieldErrors;
  set: <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => void;
}

/**
 * The listing's facts beyond its rooms (docs/product.md#listing-facts): area, floor, availability,
 * a rent's charges and preferred tenants, amenities and a description. A rent's controls are not
 * shown for a sale (nor sent: form-values).
 */
export function ListingFactsFields({ values, errors, set }: ListingFactsFieldsProps) {
  const areaTypeId = useId();
  const rent = values.type === 'rent';

  const bind = (field: TypedFact | 'description') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  /** Ticks or unticks one key of a list, keeping the others. */
  const toggle = <F extends ListFact>(field: F, key: ListingFormValues[F][number], on: boolean) => {
    const current = values[field] as readonly string[];
    const next = on ? [...current, key] : current.filter((item) => item !== key);
    set(field, next as ListingFormValues[F]);
  };

  return (
    <>
      <div className={styles.factRow}>
        <FormField
          label={labels.area}
          {...wholeNumber}
          min={AREA_MIN}
          max={AREA_MAX}
          {...bind('area')}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={areaTypeId} className={fieldStyles.label}>
            {labels.areaType}
          </label>
          <select
            id={areaTypeId}
            name="areaType"
            className="input"
            value={values.areaType}
            aria-invalid={errors.areaType ? true : undefined}
            aria-describedby={errors.areaType ? `${areaTypeId}-error` : undefined}
            onChange={(event) => set('areaType', event.target.value as AreaType)}
          >
            {AREA_TYPES.map((type) => (
              <option key={type} value={type}>
                {listingFactsTexts.areaTypes[type]}
              </option>
            ))}
          </select>
          {errors.areaType && (
            <p id={`${areaTypeId}-error`} className={fieldStyles.error}>
              {errors.areaType}
            </p>
          )}
        </div>
      </div>
      <div className={styles.factRow}>
        <FormField
          label={labels.floor}
          {...wholeNumber}
          min={FLOOR_MIN}
          max={FLOOR_MAX}
          {...bind('floor')}
        />
        <FormField
          label={labels.totalFloors}
          {...wholeNumber}
          min={TOTAL_FLOORS_MIN}
          max={TOTAL_FLOORS_MAX}
          {...bind('totalFloors')}
        />
      </div>
      {/* The server holds the same bound by its own clock; `max` keeps the picker within it. */}
      <FormField
        label={labels.availableFrom}
        type="date"
        max={latestAvailableFrom(new Date())}
        className={styles.price}
        {...bind('availableFrom')}
      />
      {rent && (
        <>
          <div className={styles.factRow}>
            <FormField label={labels.deposit} {...charge} {...bind('deposit')} />
            <FormField label={labels.maintenance} {...charge} {...bind('maintenance')} />
          </div>
          <CheckGroup
            field="tenants"
            legend={labels.tenants}
            keys={TENANTS}
            texts={listingFactsTexts.tenants}
            ticked={values.tenants}
            error={errors.tenants}
            onToggle={(key, on) => toggle('tenants', key, on)}
          />
        </>
      )}
      <CheckGroup
        field="amenities"
        legend={labels.amenities}
        keys={AMENITIES}
        texts={listingFactsTexts.amenities}
        ticked={values.amenities}
        error={errors.amenities}
        onToggle={(key, on) => toggle('amenities', key, on)}
      />
      {/* Left is counted as the server counts: the textarea's value has \n line ends already. */}
      <FormField
        multiline
        label={labels.description}
        maxLength={DESCRIPTION_MAX}
        rows={5}
        hint={labels.charactersLeft(DESCRIPTION_MAX - values.description.length)}
        liveHint
        {...bind('description')}
      />
    </>
  );
}

/** A named group of checkboxes of a fixed list; its error is read with the group. */
function CheckGroup<Key extends string>(props: {
  field: ListFact;
  legend: string;
  keys: readonly Key[];
  texts: Record<Key, string>;
  ticked: readonly Key[];
  error: string | undefined;
  onToggle: (key: Key, on: boolean) => void;
}) {
  const { field, legend, keys, texts, ticked, error, onToggle } = props;
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={styles.checks} aria-describedby={error ? errorId : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.checkList}>
        {keys.map((key) => (
          <Choice
            key={key}
            type="checkbox"
            name={field}
            value={key}
            checked={ticked.includes(key)}
            onChange={(event) => onToggle(key, event.target.checked)}
          >
            {texts[key]}
          </Choice>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
