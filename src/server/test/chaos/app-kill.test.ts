import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Images } from '../../modules/images/images';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createStorage } from '../../storage-factory';
import { startPostgresCluster, type PostgresCluster } from '../postgres-cluster';
import { testJpeg } from '../uploads';
import { startAppProcess, type AppProcess } from './app-process';
import { chaosSkipReason } from './skip-reason';
import { brokenImages, orphanedImages, strayObjects, takeInventory } from './inventory';
import { createClient, type ChaosClient, type ChaosUser, type Outcome } from './traffic';

/**
 * Crashes: the app as its own process on a PostgreSQL server of its own, SIGKILLed three times
 * while uploads are arriving in chunks, images are being processed and listings are being saved,
 * and started again on the same data directory each time. No acknowledged write may be lost, no
 * listing may name a missing file, and once a sweep has run (with the clock a day on) nothing
 * may be left that nothing names: no image file, pending row, queued deletion or staged upload.
 */
const skipReason = chaosSkipReason();

const DAY_AND_HOUR_MS = 25 * 60 * 60 * 1000;
/** How long each round's traffic runs before the kill is armed, ms: early, mid, late. */
const KILL_AFTER_MS = [600, 1200, 2000];

/** What a listing may hold now: its last acknowledged state, or a later save the kill cut off. */
interface ListingExpectation {
  id: string;
  userId: string;
  /** The name it was published with; edits append a counter (names stay within 32 characters). */
  base: string;
  edits: number;
  states: { name: string; images: string[] }[];
}

/**
 * One round of traffic: a publisher (upload, create), an editor (upload, overwrite the images of
 * a listing it made) and a slow uploader (a 1600×1200 photo in 8 chunks). Each signs up its own
 * users, a new one every 12 uploads, well inside the per-user upload limits.
 */
function startRound(client: ChaosClient, photos: { small: Buffer; large: Buffer }) {
  const users: ChaosUser[] = [];
  const listings: ListingExpectation[] = [];
  let running = true;
  const pause = () => sleep(10);

  async function loop(step: (user: ChaosUser) => Promise<void>) {
    let user: ChaosUser | undefined;
    let uploads = 0;
    while (running) {
      if (!user || uploads >= 12) {
        user = await client.signUp();
        uploads = 0;
        if (user) users.push(user);
        else await pause();
        continue;
      }
      uploads++;
      await step(user);
      await pause();
    }
  }

  const publisher = (prefix: string) => async (user: ChaosUser) => {
    const key = await client.upload(user, photos.small);
    if (!key) return;
    const name = `Crash ${prefix} ${listings.length}`;
    const id = await client.createListing(user, name, [key]);
    if (id)
      listings.push({
        id,
        userId: user.id,
        base: name,
        edits: 0,
        states: [{ name, images: [key] }],
      });
  };
  const editor = async (user: ChaosUser) => {
    const own = listings.filter((listing) => listing.userId === user.id);
    if (own.length === 0) return publisher('edit')(user);
    const listing = own[own.length - 1]!;
    const key = await client.upload(user, photos.small);
    if (!key) return;
    listing.edits += 1;
    const next = { name: `${listing.base} v${listing.edits}`, images: [key] };
    // Either may be stored if the kill lands after the commit and before the answer.
    listing.states.push(next);
    if (await client.updateListing(user, listing.id, next.name, next.images)) {
      listing.states = [next];
    }
  };
  const slowUploader = async (user: ChaosUser) => {
    await client.uploadInChunks(user, photos.large, 8);
  };

  const loops = [loop(publisher('new')), loop(editor), loop(slowUploader)];
  return {
    users,
    listings,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(skipReason)('chaos: the app killed mid-upload and mid-save', () => {
  let cluster: PostgresCluster;
  let dataDir: string;
  let app: AppProcess | undefined;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-kill-'));
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const spawned = Date.now();
    app = await startAppProcess({ DATABASE_URL: cluster.url }, { dataDir });
    return {
      app,
      client: createClient(app.url, (o) => outcomes.push(o)),
      ms: Date.now() - spawned,
    };
  };

  it('keeps every acknowledged write, names no missing file, and leaves no orphan after a sweep', async () => {
    const photos = { small: await testJpeg(64, 48), large: await testJpeg(1600, 1200, 5) };
    const users: ChaosUser[] = [];
    const listings: ListingExpectation[] = [];
    const kills: string[] = [];
    const starts: number[] = [];

    for (const delay of KILL_AFTER_MS) {
      const { app: running, client, ms } = await start();
      starts.push(ms);
      const round = startRound(client, photos);
      await sleep(delay);
      // Arm: wait until a chunk or a finishing chunk and a save are on the wire together.
      const armed = Date.now();
      const busy = (...kinds: string[]) => kinds.some((kind) => (client.inFlight[kind] ?? 0) > 0);
      while (Date.now() - armed < 5000) {
        if (busy('upload-chunk', 'upload-last-chunk') && busy('create-listing', 'update-listing')) {
          break;
        }
        await sleep(1);
      }
      kills.push(
        Object.entries(client.inFlight)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => `${kind}×${n}`)
          .join(' '),
      );
      await running.kill();
      await round.stop();
      users.push(...round.users);
      listings.push(...round.listings);
    }

    const { app: last, client, ms } = await start();
    starts.push(ms);
    const before = await takeInventory(cluster.url, dataDir);
    expect((await client.call('probe', '/api/listings?limit=1')).status).toBe(200);
    await last.stop();
    app = undefined;

    // No acknowledged write is lost; a listing holds its last acknowledged state or a later one.
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      const stored = await db.query<{ id: string; name: string; user_id: string; keys: string[] }>(
        `select id, name, user_id, array(select i->>'key' from jsonb_array_elements(images) i) keys
         from listings where id = any($1)`,
        [listings.map((listing) => listing.id)],
      );
      const byId = new Map(stored.rows.map((row) => [row.id, row]));
      for (const listing of listings) {
        const row = byId.get(listing.id);
        expect(row, listing.id).toBeDefined();
        expect(row!.user_id).toBe(listing.userId);
        expect(listing.states).toContainEqual({ name: row!.name, images: row!.keys });
      }
      const known = await db.query('select id from users where id = any($1)', [
        users.map((user) => user.id),
      ]);
      expect(known.rowCount).toBe(users.length);
    } finally {
      await db.end();
    }
    expect(brokenImages(before)).toEqual([]);

    // The sweep, a day and an hour on: unattached uploads and staged files expire, deletions run.
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'silent',
      GEOCODING_ENABLED: 'false',
    });
    const database = await openDatabase({ databaseUrl: cluster.url });
    let sweep: Images['sweep'] | undefined;
    const sweeper = await buildApp(config, {
      database,
      storage: createStorage(config),
      logger: false,
      jobPollMs: 0,
      onImages: (images) => (sweep = images.sweep),
    });
    let swept;
    try {
      await sweeper.ready();
      swept = await sweep!(new Date(Date.now() + DAY_AND_HOUR_MS));
    } finally {
      await sweeper.close();
      await database.close();
    }
    const after = await takeInventory(cluster.url, dataDir);

    const statuses: Record<number, number> = {};
    for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
    console.info(
      `chaos kill: ${outcomes.length} requests ${JSON.stringify(statuses)}; killed with ` +
        `${kills.map((k) => `[${k}]`).join(', ')} in flight; app up again in ` +
        `${starts.map((s) => `${(s / 1000).toFixed(1)} s`).join(', ')}; ` +
        `${listings.length} listings and ${users.length} users acknowledged, all kept. ` +
        `Before the sweep: ${before.pending.size} unattached uploads, ${before.queued.size} ` +
        `queued deletions, ${before.staged.length} staged uploads, ${orphanedImages(before).length} ` +
        `images no row names, ${strayObjects(before).length} stray objects. ` +
        `Sweep: ${JSON.stringify(swept)}. After: ${after.stored.size} images stored for ` +
        `${after.listed.size} listed.`,
    );

    // Kills really landed mid-upload and mid-save.
    expect(kills.filter((k) => /upload-(last-)?chunk/.test(k) && /-listing/.test(k)).length).toBe(
      KILL_AFTER_MS.length,
    );
    expect(listings.length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    // The traffic is well-formed: a refusal would mean the test no longer tests saves.
    expect(outcomes.filter((o) => o.body.includes('VALIDATION_FAILED'))).toEqual([]);
    expect(
      outcomes.filter((o) => o.what === 'update-listing' && o.status === 200).length,
    ).toBeGreaterThan(0);

    expect(brokenImages(after)).toEqual([]);
    expect(orphanedImages(after)).toEqual([]);
    expect(strayObjects(after)).toEqual([]);
    expect([...after.stored.keys()].sort()).toEqual([...after.listed].sort());
    expect([...after.pending]).toEqual([]);
    expect([...after.queued]).toEqual([]);
    expect(after.staged).toEqual([]);
  }, 240_000);
});
