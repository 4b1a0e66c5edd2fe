// `npm run bench:upload-load`: many finished uploads at once against one running app instance.
// Three accounts each begin 60 uploads of a 12 MP phone photo and send all but the last 256 KB;
// then the last pieces of all 180 go at once. The instance must stay up with its RSS at most
// 400 MB, answer each either with the stored image (200) or 503 UPLOAD_BUSY with Retry-After,
// keep nothing of a refused request, and store every refused upload when it is sent again after
// Retry-After: nothing is lost. The app (scripts/bench/upload-app.ts) runs on a PostgreSQL
// database of its own (created, migrated and dropped here), its per-user upload limits lifted so
// that every upload reaches its end; the site's and the instance's limits are the defaults.
//
//   npm run bench:upload-load -- [--accounts=3] [--uploads=60] [--admin-url=postgres://…]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  DEFAULT_ADMIN_URL,
  createBenchDatabase,
  databaseUrl,
  dropBenchDatabase,
} from './database.mjs';
import { printChecks, runBench, step, table, timed } from './harness.mjs';
import { freePort, resetPeakRss, rssOf, startServer } from './processes.mjs';
import { drawPhoto, encodeJpeg } from './test-photos.mjs';
import { createUpload, inLanes, patchUpload, uploadOffset } from './tus-requests.mjs';
import { signUpPerson } from './bench-accounts.mjs';

const { values: args } = parseArgs({
  options: {
    accounts: { type: 'string', default: '3' },
    uploads: { type: 'string', default: '60' },
    'admin-url': { type: 'string', default: process.env.BENCH_ADMIN_URL ?? DEFAULT_ADMIN_URL },
  },
});
const ACCOUNTS = Number(args.accounts);
const UPLOADS = Number(args.uploads);
const ADMIN_URL = args['admin-url'];
const DATABASE = 'homestead_bench_upload_load';
/** The last piece of every upload, sent in the burst. */
const TAIL = 256 * 1024;
const RSS_LIMIT = 400 * 1024 * 1024;
/** Rounds of sending the refused uploads again before the check gives up on them. */
const MAX_RETRY_ROUNDS = 60;

const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir;
let databaseMade = false;
const cleanup = async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseMade) await dropBenchDatabase(ADMIN_URL, DATABASE).catch(() => undefined);
};

/** Samples the process's RSS every 20 ms until stopped; the highest seen. */
function watchRss(pid) {
  let highest = 0;
  const timer = setInterval(() => {
    highest = Math.max(highest, rssOf(pid)?.now ?? 0);
  }, 20);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/** Sends the last piece of every upload in `uploads` at once; the answers, in order. */
async function finishAll(uploads, origin, photo) {
  return Promise.all(
    uploads.map(async (upload) => {
      const started = performance.now();
      const answer = await patchUpload(
        upload.url,
        origin,
        upload.cookie,
        photo.length - TAIL,
        photo.subarray(photo.length - TAIL),
      ).catch((error) => ({ status: 0, headers: {}, body: String(error) }));
      return { upload, answer, ms: performance.now() - started };
    }),
  );
}

const isBusy = ({ answer }) =>
  answer.status === 503 &&
  Number(answer.headers['retry-after']) >= 1 &&
  answer.body.includes('UPLOAD_BUSY');

async function stagedAndPending(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const staged = await client.query('select count(*)::int as n from staged_uploads');
    const pending = await client.query(
      'select count(*)::int as n from pending_images group by user_id order by 1',
    );
    return { staged: staged.rows[0].n, pending: pending.rows.map((row) => row.n) };
  } finally {
    await client.end();
  }
}

await runBench({
  budgetMs: 15 * 60_000,
  cleanup,
  async main() {
    const url = await timed(`created and migrated the database ${DATABASE}`, () =>
      createBenchDatabase(ADMIN_URL, DATABASE),
    );
    databaseMade = true;
    const photo = await timed('drew a 4000×3000 photo, JPEG q90', async () =>
      encodeJpeg(await drawPhoto(4000, 3000), { quality: 90 }),
    );
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-upload-load-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = await timed('started the app (buildApp, PostgreSQL, local storage)', () =>
      startServer({
        name: 'app',
        args: ['--import', 'tsx', path.join(import.meta.dirname, 'upload-app.ts')],
        env: {
          DATA_DIR: dataDir,
          PORT: String(port),
          PUBLIC_URL: origin,
          DATABASE_URL: databaseUrl(ADMIN_URL, DATABASE),
        },
        readyUrl: `${origin}/api/health`,
        timeoutMs: 60_000,
      }),
    );
    const started = rssOf(app.pid);
    const cookies = [];
    for (let i = 0; i < ACCOUNTS; i++)
      cookies.push((await signUpPerson(origin, 'Bench User')).cookie);

    const uploads = [];
    await timed(
      `${ACCOUNTS} accounts began ${UPLOADS} uploads each, all but the last 256 KB sent`,
      async () => {
        const all = cookies.flatMap((cookie, a) =>
          Array.from({ length: UPLOADS }, (_, i) => ({
            cookie,
            account: a,
            name: `p${a}-${i}.jpg`,
          })),
        );
        await inLanes(all, 6, async (upload) => {
          const uploadUrl = await createUpload(origin, upload.cookie, photo.length, upload.name);
          const head = photo.subarray(0, photo.length - TAIL);
          const answer = await patchUpload(uploadUrl, origin, upload.cookie, 0, head);
          if (answer.status !== 204) throw new Error(`PATCH: ${answer.status} ${answer.body}`);
          uploads.push({ ...upload, url: uploadUrl });
        });
      },
    );

    await sleep(2000);
    const before = rssOf(app.pid);
    const peakReset = await resetPeakRss(app.pid);
    const stopWatch = watchRss(app.pid);
    const t0 = performance.now();
    const burst = await finishAll(uploads, origin, photo);
    const burstMs = performance.now() - t0;
    step(`the last pieces of all ${uploads.length} at once (${(burstMs / 1000).toFixed(1)} s)`);

    const stored = burst.filter(({ answer }) => answer.status === 200);
    let refused = burst.filter(isBusy);
    const other = burst.filter((r) => r.answer.status !== 200 && !isBusy(r));
    const retryAfter = refused.map(({ answer }) => Number(answer.headers['retry-after']));
    // A refused request keeps none of its bytes: the upload is where that request began.
    const offsets = await Promise.all(
      refused.map(({ upload }) => uploadOffset(upload.url, origin, upload.cookie)),
    );
    const rolledBack = offsets.filter((offset) => offset === photo.length - TAIL).length;
    const aliveAfterBurst = (await fetch(`${origin}/api/health`).catch(() => null))?.ok === true;

    // Each refused upload is sent again after the Retry-After it was given, until all are stored.
    let rounds = 0;
    let storedLater = 0;
    let otherLater = 0;
    const t1 = performance.now();
    while (refused.length > 0 && rounds < MAX_RETRY_ROUNDS) {
      rounds++;
      await sleep(
        1000 * Math.min(...refused.map(({ answer }) => Number(answer.headers['retry-after']))),
      );
      const again = await finishAll(
        refused.map(({ upload }) => upload),
        origin,
        photo,
      );
      storedLater += again.filter(({ answer }) => answer.status === 200).length;
      otherLater += again.filter((r) => r.answer.status !== 200 && !isBusy(r)).length;
      refused = again.filter(isBusy);
    }
    const drainMs = performance.now() - t1;
    const highest = stopWatch();
    const after = rssOf(app.pid);
    const peak = Math.max(highest, peakReset ? (after?.peak ?? 0) : 0);
    await sleep(1000);
    const { staged, pending } = await stagedAndPending(url);
    const alive = (await fetch(`${origin}/api/health`).catch(() => null))?.ok === true;
    await app.stop();

    const total = ACCOUNTS * UPLOADS;
    console.log('');
    console.log(
      table([
        ['measure', 'value'],
        ['uploads finished at once', `${total} (${ACCOUNTS} accounts × ${UPLOADS})`],
        ['photo', `4000×3000 JPEG, ${photo.length.toLocaleString('en')} bytes`],
        ['burst: stored (200)', stored.length],
        ['burst: refused (503 UPLOAD_BUSY, Retry-After)', burst.filter(isBusy).length],
        ['burst: any other answer', other.length],
        ['burst: wall time', `${(burstMs / 1000).toFixed(1)} s`],
        [
          'Retry-After given',
          retryAfter.length ? `${Math.min(...retryAfter)}–${Math.max(...retryAfter)} s` : '—',
        ],
        [
          'refused uploads back at their offset before the burst',
          `${rolledBack} of ${offsets.length}`,
        ],
        ['sent again: rounds, stored, other answers', `${rounds}, ${storedLater}, ${otherLater}`],
        ['sent again: wall time', `${(drainMs / 1000).toFixed(1)} s`],
        ['stored images per account (pending_images)', pending.join(', ')],
        ['unfinished uploads left (staged_uploads)', staged],
        ['app RSS once started', MB(started?.now ?? 0)],
        ['app RSS before the burst', MB(before?.now ?? 0)],
        [`app RSS peak (${peakReset ? 'VmHWM and' : ''} 20 ms samples)`, MB(peak)],
        ['app RSS at the end', MB(after?.now ?? 0)],
      ]),
    );

    return printChecks([
      ['the instance stays up', aliveAfterBurst && alive],
      ['its RSS stays at most 400 MB', peak <= RSS_LIMIT, MB(peak)],
      [
        'each finishing request is stored (200) or refused with 503 and Retry-After',
        other.length === 0 &&
          otherLater === 0 &&
          stored.length + burst.filter(isBusy).length === total,
        `${stored.length} stored, ${burst.filter(isBusy).length} refused, ${other.length + otherLater} other`,
      ],
      ['past the processing places, the rest are refused', burst.filter(isBusy).length > 0],
      ['a refused request keeps none of its bytes', rolledBack === offsets.length],
      [
        'nothing is lost: sent again, every refused upload is stored',
        refused.length === 0 &&
          pending.length === ACCOUNTS &&
          pending.every((n) => n === UPLOADS) &&
          staged === 0,
        `${pending.join(', ')} stored per account, ${staged} left unfinished`,
      ],
    ]);
  },
});
