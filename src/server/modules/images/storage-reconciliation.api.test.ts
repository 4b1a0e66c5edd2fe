import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { imageFileKeys } from '../../lib/images/image-store';
import { createLocalStorage } from '../../lib/storage/local-storage';
import { createS3Storage } from '../../lib/storage/s3-storage';
import type { Storage } from '../../lib/storage/storage';
import { createTestDatabase } from '../../test/database';
import { insertListing, insertUser } from '../../test/factories';
import { pendingImages } from './pending-images.table';
import { imagesNamedByListings } from '../listings/listings.repository';
import { createImageDeletionsRepository } from './image-deletions.repository';
import { imageDeletions } from './image-deletions.table';
import { createStorageReconciliation } from './storage-reconciliation';
import { startS3, type TestS3 } from '../../test/s3';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
let s3: TestS3;
let database: Database;
const drivers: Record<string, Storage> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'homestead-reconcile-'));
  s3 = await startS3(dir);
  drivers.local = createLocalStorage(path.join(dir, 'local'));
  drivers.s3 = createS3Storage(s3.options);
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

async function storeFiles(storage: Storage, key: string, names = imageFileKeys(key)) {
  await Promise.all(names.map((file) => storage.put(file, Buffer.from(file), 'image/webp')));
}

async function present(storage: Storage, keys: string[]): Promise<string[]> {
  const objects = await Promise.all(keys.map((key) => storage.get(key)));
  objects.forEach((object) => object?.body.destroy());
  return keys.filter((_, i) => objects[i]);
}

describe.each(['local', 's3'])('reconciling %s storage with the database', (driver) => {
  it('removes old images no row names, and stray files beside named ones, and nothing else', async () => {
    const storage = drivers[driver]!;
    const { db } = database;
    const user = await insertUser(db);
    const key = (label: string) => `images/${user.id}-${label}-${driver}`;
    const [listed, pending, queued, orphan] = ['listed', 'pending', 'queued', 'orphan'].map(key);
    await insertListing(db, user.id, { images: [{ key: listed!, width: 10, height: 10 }] });
    await db
      .insert(pendingImages)
      .values({ key: pending!, userId: user.id, width: 10, height: 10 });
    await db.insert(imageDeletions).values({ key: queued! });
    for (const image of [listed!, pending!, queued!, orphan!]) await storeFiles(storage, image);
    const stray = `${listed}/full.jpg.0b1c.tmp`;
    await storeFiles(storage, listed!, [stray]);
    // Many orphans, more than one batch of the database check.
    const many = Array.from({ length: 120 }, (_, i) => key(`many-${i}`));
    for (const image of many) await storeFiles(storage, image, [`${image}/full.jpg`]);

    const reconcile = createStorageReconciliation({
      storage,
      repository: createImageDeletionsRepository(db, imagesNamedByListings(db)),
      log: Fastify().log,
    });
    // Everything is younger than the safety window: nothing goes.
    expect(await reconcile()).toEqual({ orphans: 0, objects: 0 });
    expect(await present(storage, [`${orphan}/full.jpg`, stray])).toHaveLength(2);

    const result = await reconcile(new Date(Date.now() + DAY + 60_000));
    expect(result).toEqual({ orphans: 121, objects: 4 + 1 + 120 });
    for (const image of [listed!, pending!, queued!]) {
      expect(await present(storage, imageFileKeys(image)), image).toHaveLength(4);
    }
    expect(await present(storage, [...imageFileKeys(orphan!), stray])).toEqual([]);
    expect(await present(storage, [`${many[0]}/full.jpg`, `${many[119]}/full.jpg`])).toEqual([]);
  });
});
