import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import {
  listingInputSchemaFor,
  type GeoLocation,
  type ListingFormMode,
} from '../../../shared/schemas/listing';
import { useCreateListing } from '../../api/create-listing';
import { useUpdateListing } from '../../api/update-listing';
import { listingPath } from '../../../shared/listing-price';
import { notify } from '../../lib/notify';
import {
  bodyToSend,
  fieldErrorsFrom,
  toListingBody,
  type FieldErrors,
  type ListingFormValues,
} from './form-values';
import { saveFailure } from './save-failure';
import type { ImageTile, ImageUploads } from './useImageUploads';

interface ListingSaveOptions {
  mode: ListingFormMode;
  /** The listing being edited. */
  listingId?: string;
  geocodingEnabled: boolean;
  images: ImageUploads;
  /** Shows errors next to their fields. */
  showErrors: (errors: FieldErrors) => void;
}

/** A key that passes the schema, standing for an image still uploading while fields are checked. */
const placeholderKey = (index: number) => `images/uploading-${index}`;

function imageKeys(tiles: ImageTile[]): string[] {
  return tiles.map((tile, index) => tile.image?.key ?? placeholderKey(index));
}

/**
 * The submit of the listing form. Fields are checked with the same schema as the server's before
 * anything is sent; the save waits for uploads still running; success toasts and shows the
 * listing's page. `busy` stays on from the submit until the save has failed.
 */
export function useListingSave(options: ListingSaveOptions) {
  const { mode, listingId, geocodingEnabled, images, showErrors } = options;
  const navigate = useNavigate();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => listingInputSchemaFor(mode), [mode]);
  const discountMessage =
    mode === 'create' ? listingFormTexts.discountCreate : listingFormTexts.discountEdit;

  /** The checked body, or null after showing what is wrong. */
  const check = (values: ListingFormValues, keys: string[], pin?: GeoLocation) => {
    const result = schema.safeParse(toListingBody(values, keys, geocodingEnabled, pin));
    if (result.success) return bodyToSend(result.data, mode);
    const found = fieldErrorsFrom(result.error.issues);
    if (found.discountedPrice === discountMessage) notify.error(discountMessage);
    if (found.images === listingFormTexts.tooManyImages)
      notify.error(listingFormTexts.tooManyImages);
    showErrors(found);
    return null;
  };

  const failed = (error: unknown) => {
    const failure = saveFailure(error);
    if (failure.toast) notify.error(failure.toast);
    if (failure.fields) showErrors(failure.fields);
    if (failure.leave) navigate('/');
  };

  const trySave = async (values: ListingFormValues, pin?: GeoLocation): Promise<boolean> => {
    // Fields first, so a mistake shows without waiting for the uploads.
    if (!check(values, imageKeys(images.tiles))) return false;
    const tiles = await images.settled();
    if (tiles.some((tile) => tile.status !== 'done')) {
      notify.error(listingFormTexts.imagesNotUploaded);
      return false;
    }
    const body = check(values, imageKeys(tiles), pin);
    if (!body) return false;
    try {
      const listing =
        mode === 'create'
          ? await createListing.mutateAsync(body)
          : await updateListing.mutateAsync({ id: listingId ?? '', body });
      notify.success(
        mode === 'create'
          ? listingFormTexts.created({ name: listing.name })
          : listingFormTexts.edited,
      );
      navigate(listingPath(listing));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  /** Saves the form's values; `pin`, where the owner moved the pin of the address. */
  const save = (values: ListingFormValues, pin?: GeoLocation) => {
    if (busy) return;
    setBusy(true);
    void trySave(values, pin).then((saved) => {
      if (!saved) setBusy(false);
    });
  };

  return { busy, save };
}
