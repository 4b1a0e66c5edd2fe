import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../../shared/uploads';
import type { UploadFailure } from '../../api/upload-image';
import { listingFormTexts } from '../../../shared/texts/listing-form';

const EXTENSIONS = IMAGE_ACCEPT.split(',');
const TYPES = ['image/jpeg', 'image/png'];
const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
const texts = listingFormTexts.images;

/** "JPG or PNG, up to 10 MB": the hint of the Images field. */
export const imagesHint = texts.hint({ maxMb: MAX_MB });

/**
 * Why a chosen file cannot be uploaded, or null. A first check by name and type only: the
 * server checks the content.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  if (!EXTENSIONS.includes(extension) && !TYPES.includes(file.type)) {
    return texts.notImage({ name: file.name });
  }
  if (file.size > IMAGE_MAX_BYTES) return texts.tooLarge({ name: file.name, maxMb: MAX_MB });
  return null;
}

/** What a tile says when its upload failed. */
export function uploadFailureText(failure: UploadFailure): string {
  switch (failure.status) {
    case 415:
      return failure.message || texts.uploadNotImage;
    case 413:
      return texts.uploadTooLarge({ maxMb: MAX_MB });
    case 401:
      return texts.uploadSignedOut;
    case 429:
      return failure.message || texts.uploadRateLimited;
    default:
      return texts.uploadFailed;
  }
}
