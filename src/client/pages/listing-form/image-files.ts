import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../../shared/uploads';
import type { UploadFailure } from '../../api/upload-image';

const EXTENSIONS = IMAGE_ACCEPT.split(',');
const TYPES = ['image/jpeg', 'image/png'];
const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** "JPG or PNG, up to 10 MB": the hint of the Images field. */
export const imagesHint = `The first image will be the cover (max 6). JPG or PNG, up to ${MAX_MB} MB each.`;

/**
 * Why a chosen file cannot be uploaded, or null. A first check by name and type only: the
 * server checks the content.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  if (!EXTENSIONS.includes(extension) && !TYPES.includes(file.type)) {
    return `${file.name} is not a JPG or PNG image.`;
  }
  if (file.size > IMAGE_MAX_BYTES) return `${file.name} is larger than ${MAX_MB} MB.`;
  return null;
}

/** What a tile says when its upload failed. */
export function uploadFailureText(failure: UploadFailure): string {
  switch (failure.status) {
    case 415:
      return failure.message || 'This file is not a JPG or PNG image.';
    case 413:
      return `This image is larger than ${MAX_MB} MB.`;
    case 401:
      return 'You are signed out. Sign in again to upload images.';
    case 429:
      return failure.message || 'Too many uploads for now. Try again later.';
    default:
      return 'The upload failed.';
  }
}
