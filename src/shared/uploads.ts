/**
 * Image and upload limits (docs/product.md#images), apart from constants.ts: that module is part of
 * the first visit's code, and these are needed only by the listing form and the server.
 */

/** At most 10 MB per image file. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The file types the form offers (the server checks the content). */
export const IMAGE_ACCEPT = '.jpg,.png,.jpeg';

/** The tus endpoint of resumable image uploads. */
export const UPLOAD_PATH = '/api/uploads';
/** Resumable uploads (docs/product.md#images): files up to this size go in one request… */
export const UPLOAD_SINGLE_REQUEST_MAX = 256 * 1024;
/** …larger ones in chunks that start at 256 KB and double up to 32 MB. */
export const UPLOAD_CHUNK_MIN = 256 * 1024;
export const UPLOAD_CHUNK_MAX = 32 * 1024 * 1024;
/** Give up retrying one request after 2 minutes, and one whole upload after 10 minutes. */
export const UPLOAD_OPERATION_RETRY_MS = 2 * 60 * 1000;
export const UPLOAD_RETRY_MS = 10 * 60 * 1000;
/** Uploads never attached to a saved listing are deleted after this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
