import { ApiRequestError } from './http';

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  error?: { code?: unknown; message?: unknown };
}

/** The error of a non-2xx answer: `{code, message}` under /api/auth, `{error:{…}}` elsewhere. */
async function readError(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as ErrorBody | null;
    const detail = body?.error ?? body;
    if (typeof detail?.code === 'string') {
      const message = typeof detail.message === 'string' ? detail.message : response.statusText;
      return new ApiRequestError(response.status, detail.code, message);
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return new ApiRequestError(response.status, `HTTP_${response.status}`, response.statusText);
}

/**
 * Sends a request to our API (same-origin, with the session cookie) and reads the JSON answer
 * (null for an empty one, such as a 204). Without a body (a DELETE, say) no Content-Type is sent:
 * the server refuses an empty body that claims to be JSON.
 */
export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The error code of a failed request, or null for anything else (a network error, say). */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.code : null;
}
