import type { ApiError } from '../../shared/schemas/error';

/** A non-2xx answer from the API, with the status and the `{error:{code,message}}` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

async function readError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as Partial<ApiError>;
    if (body.error)
      return new ApiRequestError(response.status, body.error.code, body.error.message);
  } catch {
    // Not JSON: fall through to the status line.
  }
  return new ApiRequestError(response.status, `HTTP_${response.status}`, response.statusText);
}

/**
 * GET a JSON resource of our API. The response is typed, not re-validated: the server validates
 * and serialises every response with the shared zod schemas, and zod would cost the first page
 * about 15 KB gzip of JavaScript.
 */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
