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
export function createClient(baseUrl: string, record: (outcome: Outcome) => void) {
  async function call(what: string, path: string, init: RequestInit = {}) {
    const started = Date.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { origin: baseUrl, ...init.headers },
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
    }
  }
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    call,
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
          cookie: user.cookie,
          'tus-resumable': '1.0.0',
          'upload-length': String(image.length),
          'upload-metadata': uploadMetadata({ filename: 'photo.jpg', filetype: 'image/jpeg' }),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(image),
      });
      if (response.status !== 201) return undefined;
      return (JSON.parse(response.body) as { key: string }).key;
    },
    /** Publishes a listing with one image; the listing's id when the server acknowledged it. */
    async createListing(user: ChaosUser, name: string, imageKey: string) {
      const response = await call('create-listing', '/api/listings', {
        ...json({
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
          images: [imageKey],
        }),
        headers: { 'content-type': 'application/json', cookie: user.cookie },
      });
      if (response.status !== 201) return undefined;
      return (JSON.parse(response.body) as { id: string }).id;
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
      const id = await client.createListing(user, name, key);
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
