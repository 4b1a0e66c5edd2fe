import { setTimeout as sleep } from 'node:timers/promises';
import http from 'node:http';

/** A GET on a connection of its own, as nginx sends to an upstream: its status or error code. */
export function getOnNewConnection(
  url: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 10_000, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.on('timeout', () => request.destroy(new Error('timeout')));
  });
}

/** A PATCH whose body arrives in `pieces` slices, `gapMs` apart: a chunk on a slow phone. */
export function slowPatch(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  pieces: number,
  gapMs: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PATCH', headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let offset = 0; offset < body.length; offset += size) {
        request.write(body.subarray(offset, offset + size));
        await sleep(gapMs);
      }
      request.end();
    })();
  });
}
