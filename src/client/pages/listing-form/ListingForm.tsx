import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ADDRESS_MAX,
  NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  ROOMS_MAX,
  ROOMS_MIN,
} from '../../../shared/constants';
import type { GeoLocation, ListingFormMode, ListingImage } from '../../../shared/schemas/listing';
import { FormField } from '../../components/FormField/FormField';
import { Spinner } from '../../components/Spinner/Spinner';
import {
  fieldOrder,
  type FieldErrors,
  type FormFieldName,
  type ListingFormValues,
} from './form-values';
import { AddressPreview } from './AddressPreview';
import { ImagesField } from './ImagesField';
import { ListingFactsFields } from './ListingFactsFields';
import styles from './ListingForm.module.css';
import { ToggleGroup, YesNo } from '../../components/ToggleGroup/ToggleGroup';
import { useAddressPin } from './useAddressPin';
import { useImageUploads } from './useImageUploads';
import { useListingSave } from './useListingSave';
import { listingFormTexts } from '../../../shared/texts/listing-form';

interface ListingFormProps {
  mode: ListingFormMode;
  /** The listing being edited. */
  listingId?: string;
  initialValues: ListingFormValues;
  initialImages?: ListingImage[];
  /** Off: the owner types the coordinates (Latitude and Longitude). */
  geocodingEnabled: boolean;
  /** The listing's saved coordinates (edit): its pin while the address is unchanged. */
  savedPosition?: GeoLocation;
}

/** The fields of the original form that are typed (the facts bind their own). */
type TextField =
  | 'name'
  | 'bedrooms'
  | 'bathrooms'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'regularPrice'
  | 'discountedPrice';

// The number inputs' rules, as the shared schema checks them (docs/product.md).
const wholeNumber = { type: 'number', inputMode: 'numeric', required: true, step: 1 } as const;
const roomsInput = { ...wholeNumber, min: ROOMS_MIN, max: ROOMS_MAX };
const priceInput = { ...wholeNumber, min: PRICE_MIN, max: PRICE_MAX, className: styles.price };
const degrees = { type: 'number', inputMode: 'decimal', required: true, step: 'any' } as const;
const { labels } = listingFormTexts;

/**
 * The create and edit form (docs/product.md). Images upload as soon as they are chosen; the
 * submit is useListingSave's.
 */
export function ListingForm({
  mode,
  listingId,
  initialValues,
  initialImages = [],
  geocodingEnabled,
  savedPosition,
}: ListingFormProps) {
  const images = useImageUploads(initialImages);
  const [values, setValues] = useState(initialValues);
  const pin = useAddressPin(
    geocodingEnabled ? values.location : '',
    savedPosition && { address: initialValues.location, position: savedPosition },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useRef<FormFieldName | null>(null);
  const price = { ...priceInput, suffix: values.type === 'rent' ? labels.perMonth : '' };

  const showErrors = (next: FieldErrors) => {
    focusField.current = fieldOrder.find((field) => next[field]) ?? null;
    setErrors(next);
  };
  const { busy, save } = useListingSave({
    mode,
    listingId,
    geocodingEnabled,
    images,
    showErrors,
  });

  // After errors are shown, the first field with one takes focus (its error is read with it).
  useEffect(() => {
    const field = focusField.current;
    if (!field) return;
    focusField.current = null;
    // By name: a list of checkboxes shares one, and its first box takes the focus.
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [errors]);

  const clearError = (field: FormFieldName) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  /** Name, value, error and change handler of a typed field. */
  const bind = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(values, pin.moved);
  };

  return (
    <form
      ref={formRef}
      className={`panel ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      <ToggleGroup
        legend={labels.type}
        choices={[
          {
            label: labels.sell,
            pressed: values.type === 'sale',
            onPress: () => set('type', 'sale'),
          },
          {
            label: labels.rent,
            pressed: values.type === 'rent',
            onPress: () => set('type', 'rent'),
          },
        ]}
      />
      <FormField
        label={labels.name}
        autoComplete="off"
        required
        maxLength={NAME_MAX}
        {...bind('name')}
      />
      <div className={styles.row}>
        <FormField label={labels.bedrooms} {...roomsInput} {...bind('bedrooms')} />
        <FormField label={labels.bathrooms} {...roomsInput} {...bind('bathrooms')} />
      </div>
      <YesNo legend={labels.parking} value={values.parking} onChange={(v) => set('parking', v)} />
      <YesNo
        legend={labels.furnished}
        value={values.furnished}
        onChange={(v) => set('furnished', v)}
      />
      <FormField
        multiline
        label={labels.address}
        autoComplete="street-address"
        required
        maxLength={ADDRESS_MAX}
        {...bind('location')}
      />
      {geocodingEnabled && <AddressPreview pin={pin} />}
      {!geocodingEnabled && (
        <div className={styles.row}>
          <FormField
            label={labels.latitude}
            {...degrees}
            min={-90}
            max={90}
            {...bind('latitude')}
          />
          <FormField
            label={labels.longitude}
            {...degrees}
            min={-180}
            max={180}
            {...bind('longitude')}
          />
        </div>
      )}
      <YesNo legend={labels.offer} value={values.offer} onChange={(v) => set('offer', v)} />
      <FormField label={labels.regularPrice} {...price} {...bind('regularPrice')} />
      {values.offer && (
        <FormField label={labels.discountedPrice} {...price} {...bind('discountedPrice')} />
      )}
      <ListingFactsFields values={values} errors={errors} set={set} />
      <ImagesField images={images} error={errors.images} onChosen={() => clearError('images')} />
      <div className={styles.submitRow}>
        <button
          type="submit"
          className={`button ${styles.submit}`}
          aria-disabled={busy || undefined}
        >
          {mode === 'create' ? listingFormTexts.createSubmit : listingFormTexts.editSubmit}
        </button>
        {busy && (
          <div className={styles.saving}>
            <Spinner />
          </div>
        )}
      </div>
    </form>
  );
}
