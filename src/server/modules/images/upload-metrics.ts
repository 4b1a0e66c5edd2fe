import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '../metrics/metrics';

/** What became of one tus request that carried or started an upload. */
function outcomeOf(request: IncomingMessage, response: ServerResponse): string | undefined {
  if (request.method !== 'PATCH' && request.method !== 'POST') return undefined;
  const status = response.statusCode;
  if (status >= 500) return 'failed';
  if (status >= 400) return 'rejected';
  // The finishing request answers with the stored image (JSON); the others with headers only.
  if (String(response.getHeader('content-type') ?? '').startsWith('application/json')) {
    return 'completed';
  }
  return request.method === 'POST' && request.headers['content-length'] === undefined
    ? 'created'
    : 'chunk';
}

/** Counts an upload request and the bytes it delivered, once its answer has been sent. */
export function countUploadRequest(
  metrics: Pick<Metrics, 'uploadRequests' | 'uploadBytes'>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  response.once('finish', () => {
    const outcome = outcomeOf(request, response);
    if (!outcome) return;
    metrics.uploadRequests.inc({ outcome });
    const length = Number(request.headers['content-length'] ?? 0);
    if (response.statusCode < 300 && length > 0) metrics.uploadBytes.inc(length);
  });
}
