import type { FastifyReply, FastifyRequest } from 'fastify';

/** Hop-by-hop and length headers that must not be copied between the two worlds. */
const SKIPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
]);
const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

/** A Fastify request's headers as Fetch Headers; X-Forwarded-For is the address Fastify trusts. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * The Fastify request as a Fetch Request on `origin` (PUBLIC_URL), so better-auth sees the public
 * URL whatever host or proxy the request came through. The body is the raw bytes received.
 */
export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && Buffer.isBuffer(request.body) ? request.body : undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers: toFetchHeaders(request),
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Sends a Fetch Response through Fastify: status, every header (each Set-Cookie), body. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  await reply.send(body);
}
