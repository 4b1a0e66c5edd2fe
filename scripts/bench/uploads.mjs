// The client side of the upload benchmark: a tus upload with tus-js-client, chunked as the
// browser does it, and a plain single-request PUT of the same bytes. Both over loopback.
import http from 'node:http';
import { DefaultHttpStack, DetailedError, Upload } from 'tus-js-client';

/**
 * tus-js-client's Node HTTP stack, noting for every request its method, body size and when the
 * body had been handed to the operating system (the request's 'finish').
 */
class TimedHttpStack {
  constructor(log) {
    this.inner = new DefaultHttpStack();
    this.log = log;
  }

  createRequest(method, url) {
    const request = this.inner.createRequest(method, url);
    const send = request.send.bind(request);
    request.send = (body) => {
      const sent = send(body);
      const entry = { method, bytes: body?.length ?? 0, flushedAt: null };
      this.log.push(entry);
      request.getUnderlyingObject()?.once('finish', () => {
        entry.flushedAt = performance.now();
      });
      return sent;
    };
    return request;
  }

  getName() {
    return 'TimedHttpStack';
  }
}

/**
 * Uploads `data` with tus to `endpoint` as the app's browser client does: a file up to
 * `singleRequestMax` whole in the creating POST, a larger one in chunks (the first in the POST)
 * starting at `chunkMin` and doubling after each chunk up to `chunkMax`. No retries.
 *
 * Resolves with the final status and body, the time until the last answer (`totalMs`) and until
 * the last request's body had been handed to the OS (`sentMs`), and the requests made.
 */
export function tusUpload({ endpoint, data, headers, policy, fileName = 'photo.jpg' }) {
  const requests = [];
  const t0 = performance.now();
  const firstChunk =
    data.length <= policy.singleRequestMax ? Number.POSITIVE_INFINITY : policy.chunkMin;
  return new Promise((resolve, reject) => {
    const done = (status, body) => {
      const lastFlushed = requests.at(-1)?.flushedAt;
      resolve({
        status,
        body,
        totalMs: performance.now() - t0,
        sentMs: lastFlushed ? lastFlushed - t0 : null,
        requests: requests.map(({ method, bytes }) => ({ method, bytes })),
      });
    };
    const upload = new Upload(data, {
      endpoint,
      headers,
      metadata: { filename: fileName, filetype: 'image/jpeg' },
      uploadDataDuringCreation: true,
      storeFingerprintForResuming: false,
      retryDelays: null,
      chunkSize: firstChunk,
      httpStack: new TimedHttpStack(requests),
      // The client reads `options.chunkSize` for every chunk it sends.
      onChunkComplete: () => {
        const size = upload.options.chunkSize;
        if (Number.isFinite(size)) {
          upload.options.chunkSize = Math.min(Math.max(size, policy.chunkMin) * 2, policy.chunkMax);
        }
      },
      onSuccess: ({ lastResponse }) => done(lastResponse.getStatus(), lastResponse.getBody()),
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        if (response) done(response.getStatus(), response.getBody());
        else reject(error);
      },
    });
    upload.start();
  });
}

/** One PUT of the whole body; resolves with the status and the times, as tusUpload does. */
export function plainPut({ url, data }) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let flushedAt = null;
    const request = http.request(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': data.length },
    });
    request.once('finish', () => {
      flushedAt = performance.now();
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          totalMs: performance.now() - t0,
          sentMs: flushedAt === null ? null : flushedAt - t0,
        }),
      );
    });
    request.on('error', reject);
    request.end(data);
  });
}
