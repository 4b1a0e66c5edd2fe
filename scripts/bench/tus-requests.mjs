// Bare tus requests for the upload load check: one upload's creation, a PATCH of some of its
// bytes, a HEAD, each answered with its status, the headers the check reads and the body.
import http from 'node:http';

// Every request of a burst on a connection of its own, as that many browsers would send them.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function send(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: text }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const tus = (origin, cookie) => ({ 'tus-resumable': '1.0.0', cookie, origin });

/** Begins an upload of `size` bytes without data; resolves with its URL. */
export async function createUpload(origin, cookie, size, fileName) {
  const metadata = `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;
  const answer = await send(`${origin}/api/uploads`, {
    method: 'POST',
    headers: { ...tus(origin, cookie), 'upload-length': String(size), 'upload-metadata': metadata },
  });
  if (answer.status !== 201) throw new Error(`creation: ${answer.status} ${answer.body}`);
  return new URL(answer.headers.location, origin).toString();
}

/** Sends `data` at `offset` of the upload at `url`. */
export function patchUpload(url, origin, cookie, offset, data) {
  return send(url, {
    method: 'PATCH',
    headers: {
      ...tus(origin, cookie),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(data.length),
    },
    body: data,
  });
}

/** Where the upload at `url` stands: its offset, or null when it is gone. */
export async function uploadOffset(url, origin, cookie) {
  const answer = await send(url, { method: 'HEAD', headers: tus(origin, cookie) });
  return answer.status === 200 ? Number(answer.headers['upload-offset']) : null;
}

/** Runs `work` on every item, `width` at a time. */
export async function inLanes(items, width, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
