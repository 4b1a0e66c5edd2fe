import { COMMON_ERROR_CODES, LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { messages } from '../../../shared/messages';
import { ApiRequestError } from '../../api/http';
import { fieldErrorsFrom, type FieldErrors } from './form-values';

/** Texts of this form that the product's message catalogue leaves to us (docs/product.md). */
export const formTexts = {
  geocoderUnavailable: 'The address service is unavailable right now. Try again in a moment.',
  saveFailed: 'The listing could not be saved. Try again.',
} as const;

/** What the form shows after a refused save, and whether it leaves for /. */
export interface SaveFailure {
  /** The error toast; null when there is nothing to say. */
  toast: string | null;
  /** Errors to show next to their fields. */
  fields?: FieldErrors;
  leave?: boolean;
}

/** Why a create or an overwrite failed, as the form shows it. */
export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiRequestError)) return { toast: formTexts.saveFailed };
  // The query client has ended the session; the route guard goes to /sign-in.
  if (error.status === 401) return { toast: null };
  switch (error.code) {
    case LISTING_ERROR_CODES.invalidAddress:
      return { toast: messages.invalidAddress, fields: { location: messages.invalidAddress } };
    case COMMON_ERROR_CODES.validationFailed:
      // The message is the first issue's; each issue names its field by its path in the body.
      return { toast: error.message, fields: fieldErrorsFrom(error.issues) };
    case LISTING_ERROR_CODES.changed:
      // Another tab or device saved this listing meanwhile; nothing of this save was stored.
      return { toast: messages.listingChanged };
    case LISTING_ERROR_CODES.unknownImage:
      return { toast: messages.imagesNotUploaded };
    case LISTING_ERROR_CODES.geocoderUnavailable:
      return { toast: formTexts.geocoderUnavailable };
    case LISTING_ERROR_CODES.notOwner:
      return { toast: messages.notOwner, leave: true };
    case COMMON_ERROR_CODES.notFound:
      return { toast: messages.listingMissing, leave: true };
    default:
      return { toast: error.status === 429 ? error.message : formTexts.saveFailed };
  }
}
