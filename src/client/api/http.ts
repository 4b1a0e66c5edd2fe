import type { QueryClient } from '@tanstack/react-query';
import type { ApiErrorBody, ApiErrorIssue } from '../../shared/api-errors';
import type { ApiTransport } from '../../shared/page-rendering';
import { pageLanguage } from '../../shared/texts/language';

/**
 * A non-2xx answer of the API: its status, the error code and message, and for a
 * VALIDATION_FAILED answer each broken rule with its path in the request body.
 */
export class ApiRequestError extends Error {
  // Declared only: the constructor sets them (no class field code for the first visit to load).
  declare readonly status: number;
  declare readonly code: string;
  declare readonly issues: ApiErrorIssue[];

  constructor(status: number, code: string, message: string, issues: ApiErrorIssue[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/**
 * Whether the API answered 404. (An error the server met while rendering the page is an
 * ApiRequestError again in the browser: see app/page-state.ts.)
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** Whether the API found nothing by an id: not there (404), or not an id at all (400). */
export function isUnknownId(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiRequestError && error.status === 400);
}

type ErrorDetail = Partial<ApiErrorBody['error']>;

/**
 * The error of a non-2xx answer, from its status and body text. Our API answers
 * `{ error: { code, message, issues? } }`, better-auth under /api/auth its own `{ code, message }`;
 * any other body (a proxy's HTML page, say) leaves `HTTP_<status>` and `fallback`. The tus
 * uploads read their refusals with it too.
 */
export function readError(status: number, body: string, fallback: string): ApiRequestError {
  let detail: ErrorDetail | undefined;
  try {
    const parsed = JSON.parse(body) as (ErrorDetail & { error?: ErrorDetail }) | null;
    detail = parsed?.error ?? parsed ?? undefined;
  } catch {
    // Not JSON: the status line is all there is.
  }
  return new ApiRequestError(
    status,
    detail?.code ?? `HTTP_${status}`,
    detail?.message ?? fallback,
    detail?.issues,
  );
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const transports = new WeakMap<QueryClient, ApiTransport>();

/**
 * Sends the GETs of `client`'s queries to `transport`. The server renders each page with a
 * query client of its own whose requests go straight to its routes, so a page's data is read by
 * the same code, with the same answers, on both sides.
 */
export function answerQueriesWith(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

/** What a query function passes on to its request: its abort signal and its query client. */
export interface RequestContext {
  signal?: AbortSignal;
  client?: QueryClient;
}

/**
 * One request to our API; the JSON answer, or null for an empty one such as a 204. The answer
 * is typed, not re-validated: the server writes every response from the shared zod schemas (only
 * their properties, its handlers' types checked when it compiles), and zod would cost the first
 * page about 15 KB gzip of JavaScript. Without a body
 * (a GET or a DELETE) no Content-Type is sent: the server refuses an empty body that claims to
 * be JSON.
 */
async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  // The page's language, whatever the browser's: the answer's messages are in it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': pageLanguage,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The session cookie goes along: same-origin is fetch's default. No body stays no body
  // (JSON.stringify(undefined) is undefined).
  const response = await fetch(path, { method, headers, body: JSON.stringify(body), signal });
  const text = await response.text();
  if (!response.ok) throw readError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** GET a JSON resource of our API. */
export async function getJson<T>(path: string, context: RequestContext = {}): Promise<T> {
  const transport = context.client && transports.get(context.client);
  if (!transport) return request<T>('GET', path, undefined, context.signal);
  const { status, text } = await transport(path);
  if (status < 200 || status > 299) throw readError(status, text, `HTTP ${status}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Sends a JSON body (or none) to our API and reads the answer. */
export function sendJson<T>(
  method: Exclude<Method, 'GET'>,
  path: string,
  body?: unknown,
): Promise<T> {
  return request<T>(method, path, body);
}
