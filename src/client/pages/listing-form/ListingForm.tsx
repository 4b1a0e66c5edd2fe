import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ADDRESS_MAX,
  NAME_MAX,
  PRICE_MAX,
  PRICE_MIN,
  ROOMS_MAX,
  ROOMS_MIN,
} from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import {
  listingInputSchemaFor,
  type Listing,
  type ListingFormMode,
  type ListingImage,
} from '../../../shared/schemas/listing';
import { useCreateListing } from '../../api/create-listing';
import { sessionKey } from '../../api/get-session';
import { ApiRequestError } from '../../api/http';
import { useUpdateListing } from '../../api/update-listing';
import { FormField } from '../../components/FormField/FormField';
import fieldStyles from '../../components/FormField/FormField.module.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { listingPath } from '../../lib/listing-price';
import { IMAGE_ACCEPT } from '../../../shared/uploads';
import { notify } from '../../lib/notify';
import {
  fieldErrorsFrom,
  fieldOrder,
  parseServerValidation,
  toListingBody,
  type FieldErrors,
  type FormFieldName,
  type ListingFormValues,
} from './form-values';
import { imagesHint } from './image-files';
import { ImageTiles } from './ImageTiles';
import styles from './ListingForm.module.css';
import { useImageUploads, type ImageTile } from './useImageUploads';

/** Texts of this form that the spec leaves open. */
export const formTexts = {
  geocoderUnavailable: 'The address service is unavailable right now. Try again in a moment.',
  saveFailed: 'The listing could not be saved. Try again.',
} as const;

interface ListingFormProps {
  mode: ListingFormMode;
  /** The listing being edited. */
  listingId?: string;
  initialValues: ListingFormValues;
  initialImages?: ListingImage[];
  /** Off: the owner types the coordinates (Latitude and Longitude). */
  geocodingEnabled: boolean;
}

/** A key that passes the schema, standing for an image still uploading while fields are checked. */
const placeholderKey = (index: number) => `images/uploading-${index}`;

function imageKeys(tiles: ImageTile[]): string[] {
  return tiles.map((tile, index) => tile.image?.key ?? placeholderKey(index));
}

function Toggle({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={pressed} onClick={onPress}>
      {children}
    </button>
  );
}

/** A yes/no question as a named group of two toggle buttons. */
/** A whole-rupee price input within the spec's bounds, "/ Month" beside it for rent. */
function PriceField(props: {
  label: 'Regular Price' | 'Discounted Price';
  suffix: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const name = props.label === 'Regular Price' ? 'regularPrice' : 'discountedPrice';
  return (
    <FormField
      label={props.label}
      name={name}
      type="number"
      inputMode="numeric"
      required
      min={PRICE_MIN}
      max={PRICE_MAX}
      step={1}
      suffix={props.suffix}
      className={styles.price}
      error={props.error}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

function YesNo({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.toggles}>
        <Toggle pressed={value} onPress={() => onChange(true)}>
          Yes
        </Toggle>
        <Toggle pressed={!value} onPress={() => onChange(false)}>
          No
        </Toggle>
      </div>
    </fieldset>
  );
}

/**
 * The create and edit form (spec §5, contracts §2). Fields are checked with the same schema as
 * the server's before anything is sent; images upload as soon as they are chosen, and a submit
 * waits for those still running. Success shows the listing's page.
 */
export function ListingForm({
  mode,
  listingId,
  initialValues,
  initialImages = [],
  geocodingEnabled,
}: ListingFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const images = useImageUploads(initialImages);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useRef<FormFieldName | null>(null);
  const addressId = useId();
  const schema = useMemo(() => listingInputSchemaFor(mode), [mode]);
  const discountMessage = mode === 'create' ? messages.discountCreate : messages.discountEdit;
  const submitText = mode === 'create' ? 'Create Listing' : 'Edit Listing';
  const perMonth = values.type === 'rent' ? '/ Month' : '';

  // After errors are shown, the first field with one takes focus (its error is read with it).
  useEffect(() => {
    const field = focusField.current;
    if (!field) return;
    focusField.current = null;
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, [errors]);

  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (next: FieldErrors) => {
    focusField.current = fieldOrder.find((field) => next[field]) ?? null;
    setErrors(next);
  };

  /** The checked body, or null after showing what is wrong. */
  const check = (keys: string[]) => {
    const result = schema.safeParse(toListingBody(values, keys, geocodingEnabled));
    if (result.success) return result.data;
    const found = fieldErrorsFrom(result.error.issues);
    if (found.discountedPrice === discountMessage) notify.error(discountMessage);
    if (found.images === messages.tooManyImages) notify.error(messages.tooManyImages);
    showErrors(found);
    return null;
  };

  const failedSave = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      notify.error(formTexts.saveFailed);
      return;
    }
    if (error.status === 401) {
      navigate('/sign-in');
      queryClient.setQueryData(sessionKey, null);
      return;
    }
    switch (error.code) {
      case 'INVALID_ADDRESS':
        notify.error(messages.invalidAddress);
        showErrors({ location: messages.invalidAddress });
        return;
      case 'VALIDATION_FAILED': {
        const { field, message } = parseServerValidation(error.message);
        notify.error(message);
        if (field) showErrors({ [field]: message });
        return;
      }
      case 'UNKNOWN_IMAGE':
        notify.error(messages.imagesNotUploaded);
        return;
      case 'GEOCODER_UNAVAILABLE':
        notify.error(formTexts.geocoderUnavailable);
        return;
      case 'FORBIDDEN':
        notify.error(messages.notOwner);
        navigate('/');
        return;
      case 'NOT_FOUND':
        notify.error(messages.listingMissing);
        navigate('/');
        return;
      default:
        notify.error(error.status === 429 ? error.message : formTexts.saveFailed);
    }
  };

  const save = async (): Promise<boolean> => {
    // Fields first, so a mistake shows without waiting for the uploads.
    if (!check(imageKeys(images.tiles))) return false;
    const tiles = await images.settled();
    if (tiles.some((tile) => tile.status !== 'done')) {
      notify.error(messages.imagesNotUploaded);
      return false;
    }
    const body = check(imageKeys(tiles));
    if (!body) return false;
    try {
      const listing: Listing =
        mode === 'create'
          ? await createListing.mutateAsync(body)
          : await updateListing.mutateAsync({ id: listingId ?? '', body });
      notify.success(mode === 'create' ? messages.created(listing.name) : messages.edited);
      navigate(listingPath(listing));
      return true;
    } catch (error) {
      failedSave(error);
      return false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void save().then((saved) => {
      if (!saved) setBusy(false);
    });
  };

  const imagesInput = () => {
    const element = formRef.current?.elements.namedItem('images');
    return element instanceof HTMLInputElement ? element : null;
  };

  const addFiles = (input: HTMLInputElement) => {
    images.add(input.files ? [...input.files] : []);
    setErrors((current) => (current.images ? { ...current, images: undefined } : current));
    // The same file can be chosen again after it was removed.
    input.value = '';
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className={styles.group}>
        <legend className={fieldStyles.label}>Sell / Rent</legend>
        <div className={styles.toggles}>
          <Toggle pressed={values.type === 'sale'} onPress={() => set('type', 'sale')}>
            Sell
          </Toggle>
          <Toggle pressed={values.type === 'rent'} onPress={() => set('type', 'rent')}>
            Rent
          </Toggle>
        </div>
      </fieldset>

      <FormField
        label="Name"
        name="name"
        autoComplete="off"
        required
        maxLength={NAME_MAX}
        error={errors.name}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
      />

      <div className={styles.row}>
        <FormField
          label="Bedrooms"
          name="bedrooms"
          type="number"
          inputMode="numeric"
          required
          min={ROOMS_MIN}
          max={ROOMS_MAX}
          step={1}
          error={errors.bedrooms}
          value={values.bedrooms}
          onChange={(event) => set('bedrooms', event.target.value)}
        />
        <FormField
          label="Bathrooms"
          name="bathrooms"
          type="number"
          inputMode="numeric"
          required
          min={ROOMS_MIN}
          max={ROOMS_MAX}
          step={1}
          error={errors.bathrooms}
          value={values.bathrooms}
          onChange={(event) => set('bathrooms', event.target.value)}
        />
      </div>

      <YesNo legend="Parking spot" value={values.parking} onChange={(v) => set('parking', v)} />
      <YesNo legend="Furnished" value={values.furnished} onChange={(v) => set('furnished', v)} />

      <div className={fieldStyles.field}>
        <label htmlFor={addressId} className={fieldStyles.label}>
          Address
        </label>
        <textarea
          id={addressId}
          name="location"
          className={`${fieldStyles.input} ${styles.textarea}`}
          autoComplete="street-address"
          required
          maxLength={ADDRESS_MAX}
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={errors.location ? `${addressId}-error` : undefined}
          value={values.location}
          onChange={(event) => set('location', event.target.value)}
        />
        {errors.location && (
          <p id={`${addressId}-error`} className={fieldStyles.error}>
            {errors.location}
          </p>
        )}
      </div>

      {!geocodingEnabled && (
        <div className={styles.row}>
          <FormField
            label="Latitude"
            name="latitude"
            type="number"
            inputMode="decimal"
            required
            min={-90}
            max={90}
            step="any"
            error={errors.latitude}
            value={values.latitude}
            onChange={(event) => set('latitude', event.target.value)}
          />
          <FormField
            label="Longitude"
            name="longitude"
            type="number"
            inputMode="decimal"
            required
            min={-180}
            max={180}
            step="any"
            error={errors.longitude}
            value={values.longitude}
            onChange={(event) => set('longitude', event.target.value)}
          />
        </div>
      )}

      <YesNo legend="Offer" value={values.offer} onChange={(v) => set('offer', v)} />

      <PriceField
        label="Regular Price"
        suffix={perMonth}
        error={errors.regularPrice}
        value={values.regularPrice}
        onChange={(value) => set('regularPrice', value)}
      />

      {values.offer && (
        <PriceField
          label="Discounted Price"
          suffix={perMonth}
          error={errors.discountedPrice}
          value={values.discountedPrice}
          onChange={(value) => set('discountedPrice', value)}
        />
      )}

      <div className={styles.images}>
        <FormField
          label="Images"
          name="images"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={styles.file}
          hint={imagesHint}
          error={errors.images}
          onChange={(event) => addFiles(event.target)}
        />
        <ImageTiles
          tiles={images.tiles}
          onMove={images.move}
          onRemove={images.remove}
          onEmptied={() => imagesInput()?.focus()}
        />
      </div>

      <div className={styles.submitRow}>
        <button
          type="submit"
          className={`button ${styles.submit}`}
          aria-disabled={busy || undefined}
        >
          {submitText}
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
