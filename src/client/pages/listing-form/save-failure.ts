import {
  ACCOUNT_ERROR_CODES,
  COMMON_ERROR_CODES,
  LISTING_ERROR_CODES,
} from '../../../shared/api-errors';
import { accountTexts } from '../../../shared/texts/account';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import { ApiRequestError } from '../../api/http';
import { fieldErrorsFrom, type FieldErrors } from './form-values';

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
  if (!(error instanceof ApiRequestError)) return { toast: listingFormTexts.saveFailed };
  // The query client has ended the session; the route guard goes to /sign-in.
  if (error.status === 401) return { toast: null };
  switch (error.code) {
    case LISTING_ERROR_CODES.invalidAddress:
      return {
        toast: listingFormTexts.invalidAddress,
        fields: { location: listingFormTexts.invalidAddress },
      };
    case COMMON_ERROR_CODES.validationFailed:
      // The message is the first issue's; each issue names its field by its path in the body.
      return { toast: error.message, fields: fieldErrorsFrom(error.issues) };
    case LISTING_ERROR_CODES.changed:
      // Another tab or device saved this listing meanwhile; nothing of this save was stored.
      return { toast: listingFormTexts.listingChanged };
    case LISTING_ERROR_CODES.unknownImage:
      return { toast: listingFormTexts.imagesNotUploaded };
    case LISTING_ERROR_CODES.geocoderUnavailable:
      return { toast: listingFormTexts.geocoderUnavailable };
    case LISTING_ERROR_CODES.notOwner:
      return { toast: listingFormTexts.notOwner, leave: true };
    case ACCOUNT_ERROR_CODES.emailNotVerified:
      // The address is not verified (any more): nothing was saved.
      return { toast: accountTexts.verifyEmail.needed };
    case COMMON_ERROR_CODES.notFound:
      return { toast: listingFormTexts.listingMissing, leave: true };
    default:
      return { toast: error.status === 429 ? error.message : listingFormTexts.saveFailed };
  }
}
