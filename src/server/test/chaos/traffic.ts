import { randomUUID } from 'node:crypto';
import { UPLOAD_PATH } from '../../../shared/uploads';
import { uploadMetadata } from '../uploads';

/** What one request got: a status, or the network error instead (status 0). */
export interface Outcome {
  what: string;
  status: number;
  ms: number;
  body: string;
  at: number;
}

export interface ChaosUser {
  id: string;
  email: string;
  cookie: string;
}

/** Requests as a browser makes them, each with a deadline so a hang shows as a failure. */
export function createClient(
  baseUrl: string,
  record: (outcome: Outcome) => void,
  /** Sent with every request (a client address for a balancer: X-Forwarded-For). */
  extraHeaders: Record<string, string> = {},
) {
  /** Requests sent and not answered yet, by kind: a crash test kills the app while some are. */
  const inFlight: Record<string, number> = {};
  async function call(what: string, path: string, init: RequestInit = {}) {
    const started = Date.now();
    inFlight[what] = (inFlight[what] ?? 0) + 1;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { origin: baseUrl, ...extraHeaders, ...init.headers },
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      const outcome = {
        what,
        status: response.status,
        ms: Date.now() - started,
        body,
        at: started,
      };
      record(outcome);
      return { ...outcome, headers: response.headers };
    } catch (error) {
      const body = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const outcome = { what, status: 0, ms: Date.now() - started, body, at: started };
      record(outcome);
      return { ...outcome, headers: new Headers() };
    } finally {
      inFlight[what]! -= 1;
    }
  }
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  const listingBody = (name: string, images: string[]) =>
    JSON.stringify({
      type: 'rent',
      name,
      bedrooms: 2,
      bathrooms: 1,
      parking: false,
      furnished: true,
      offer: false,
      location: '1 Chaos Road, Pune',
      geoLocation: { lat: 18.52, lng: 73.85 },
      regularPrice: 25_000,
      images,
    });
  const tus = (user: ChaosUser) => ({
    cookie: user.cookie,
    'tus-resumable': '1.0.0',
    'content-type': 'application/offset+octet-stream',
  });

  return {
    call,
    inFlight,
    async signUp(): Promise<ChaosUser | undefined> {
      const email = `chaos-${randomUUID().slice(0, 8)}@example.com`;
      const response = await call(
        'sign-up',
        '/api/auth/sign-up/email',
        json({ name: 'Chaos Tester', email, password: 'correct horse battery' }),
      );
      if (response.status !== 200) return undefined;
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { id: (JSON.parse(response.body) as { user: { id: string } }).user.id, email, cookie };
    },
    /** A tus creation-with-upload of the whole image; the stored image's key. */
    async upload(user: ChaosUser, image: Buffer): Promise<string | undefined> {
      const response = await call('upload', UPLOAD_PATH, {
        method: 'POST',
        headers: {
          ...tus(user),
          'upload-length': String(image.length),
          'upload-metadata': uploadMetadata({ filename: 'photo.jpg', filetype: 'image/jpeg' }),
        },
        body: new Uint8Array(image),
      });
      if (response.status !== 201) return undefined;
      return (JSON.parse(response.body) as { key: string }).key;
    },
    /** A tus upload in `chunks` PATCH requests, as a phone on a slow network sends a photo. */
    async uploadInChunks(user: ChaosUser, image: Buffer, chunks: number) {
      const created = await call('upload-create', UPLOAD_PATH, {
        method: 'POST',
        headers: {
          ...tus(user),
          'upload-length': String(image.length),
          'upload-metadata': uploadMetadata({ filename: 'slow.jpg', filetype: 'image/jpeg' }),
        },
      });
      const location = created.headers.get('location');
      if (created.status !== 201 || !location) return undefined;
      const url = new URL(location, baseUrl);
      const size = Math.ceil(image.length / chunks);
      for (let offset = 0; offset < image.length; offset += size) {
        const last = offset + size >= image.length;
        const response = await call(last ? 'upload-last-chunk' : 'upload-chunk', url.pathname, {
          method: 'PATCH',
          headers: { ...tus(user), 'upload-offset': String(offset) },
          body: new Uint8Array(image.subarray(offset, offset + size)),
        });
        if (last) {
          if (response.status !== 200) return undefined;
          return (JSON.parse(response.body) as { key: string }).key;
        }
        if (response.status !== 204) return undefined;
      }
      return undefined;
    },
    /** Publishes a listing with these images; the listing's id when the server acknowledged it. */
    async createListing(user: ChaosUser, name: string, images: string[]) {
      const response = await call('create-listing', '/api/listings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: listingBody(name, images),
      });
      if (response.status !== 201) return undefined;
      return (JSON.parse(response.body) as { id: string }).id;
    },
    /** Overwrites a listing (its images replaced); whether the server acknowledged it. */
    async updateListing(user: ChaosUser, id: string, name: string, images: string[]) {
      const response = await call('update-listing', `/api/listings/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: listingBody(name, images),
      });
      return response.status === 200;
    },
  };
}
export type ChaosClient = ReturnType<typeof createClient>;

/** Acknowledged writes: what the server answered 2xx for, and so must keep. */
export interface Acknowledged {
  users: ChaosUser[];
  listings: { id: string; name: string; userId: string }[];
}

/**
 * Steady traffic until stop(): `writers` loops that sign up users and publish listings with a
 * fresh upload each (a new user every 20 listings, well inside the per-user upload limits), and
 * a reader listing the newest. Failures are expected while the database is away; only
 * acknowledged writes are recorded.
 */
export function startTraffic(client: ChaosClient, image: Buffer, writers = 2) {
  const acknowledged: Acknowledged = { users: [], listings: [] };
  let running = true;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  const writer = async (n: number) => {
    let user: ChaosUser | undefined;
    let published = 0;
    while (running) {
      if (!user || published >= 20) {
        user = await client.signUp();
        published = 0;
        if (user) acknowledged.users.push(user);
        else await pause();
        continue;
      }
      const key = await client.upload(user, image);
      if (!key) {
        await pause();
        continue;
      }
      const name = `Chaos home ${n}-${acknowledged.listings.length}`.slice(0, 32);
      const id = await client.createListing(user, name, [key]);
      if (id) {
        acknowledged.listings.push({ id, name, userId: user.id });
        published++;
      } else {
        await pause();
      }
    }
  };
  const reader = async () => {
    while (running) {
      await client.call('list', '/api/listings?limit=5');
      await pause();
    }
  };
  const loops = [...Array.from({ length: writers }, (_, n) => writer(n)), reader()];
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
