import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileKeys } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { postUpload, testJpeg } from '../../test/uploads';
import { pendingImages } from './pending-images.table';
import { createStagedUploadsRepository } from './staged-uploads.repository';
import { stagedUploads } from './staged-uploads.table';

/**
 * Nothing is left that nothing names: an image the storage fails to store, a crash between the
 * row and the files, a staged upload never finished, files from before the rows.
 */
let t: TestContext;
let user: SignedUpUser;
/** The storage refuses the next write of a 1280 px variant when set. */
let refuseNextLargeVariant = false;

const refusing = (local: Storage): Storage => ({
  ...local,
  async put(key, body, contentType) {
    if (refuseNextLargeVariant && key.endsWith('/w1280.webp')) {
      refuseNextLargeVariant = false;
      throw new Error('storage unavailable');
    }
    await local.put(key, body, contentType);
  },
});

beforeAll(async () => {
  t = await createTestApp({}, { storage: refusing });
  user = await signUp(t);
});
afterAll(() => t.close());

/** Staged uploads live in the shared database on a server, in files with embedded PostgreSQL. */
const onServer = process.env.TEST_DB === 'postgres';
const DAY = 24 * 60 * 60 * 1000;
const dayAndMinuteAgo = () => new Date(Date.now() - DAY - 60_000);

async function storedKeys(): Promise<string[]> {
  const keys = [];
  for await (const object of t.storage.list('images/')) keys.push(object.key);
  return keys;
}

async function pendingOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(pendingImages)
    .where(eq(pendingImages.userId, userId));
  return rows.map((row) => row.key);
}

/** Ages a local file so the sweep sees it as older than a day. */
async function age(file: string) {
  await utimes(file, dayAndMinuteAgo(), dayAndMinuteAgo());
}

describe('nothing orphaned', () => {
  it('an image the storage fails to store leaves neither its row nor any of its files', async () => {
    const before = await storedKeys();
    refuseNextLargeVariant = true;
    const response = await postUpload(t, user.cookie, await testJpeg());
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(await pendingOf(user.id)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it('a crash after the row and before all the files: the sweep deletes both after a day', async () => {
    const key = `images/${user.id}-crashed-00000000-0000-4000-8000-000000000001`;
    await t.database.db
      .insert(pendingImages)
      .values({ key, userId: user.id, width: 800, height: 600, createdAt: dayAndMinuteAgo() });
    const [written] = imageFileKeys(key);
    await t.storage.put(written!, Buffer.from('half'), 'image/jpeg');
    const swept = await t.images.sweep();
    expect(swept.images).toBeGreaterThanOrEqual(1);
    expect(await pendingOf(user.id)).not.toContain(key);
    expect(await storedKeys()).not.toContain(written);
  });

  it.runIf(onServer)(
    'a staged upload begun more than a day ago is swept with its bytes',
    async () => {
      const repository = createStagedUploadsRepository(t.database.db);
      const id = '00000000-0000-4000-8000-0000000000aa';
      await repository.create({ id, userId: user.id, size: 100, metadata: {} });
      expect(await repository.append(id, 0, Buffer.from('partial bytes'))).toBe(true);
      await t.database.db
        .update(stagedUploads)
        .set({ createdAt: dayAndMinuteAgo() })
        .where(eq(stagedUploads.id, id));
      const swept = await t.images.sweep();
      expect(swept.staged).toBe(1);
      expect(await repository.get(id)).toBeUndefined();
      expect(await repository.read(id)).toHaveLength(0);
    },
  );

  it.skipIf(onServer)(
    'a staged file whose metadata a crash left empty is swept after a day',
    async () => {
      const staging = path.join(t.dataDir, 'uploads');
      await mkdir(staging, { recursive: true });
      const id = '00000000-0000-4000-8000-0000000000aa';
      for (const [name, content] of [
        [id, 'partial bytes'],
        [`${id}.json`, ''],
      ] as const) {
        await writeFile(path.join(staging, name), content);
        await age(path.join(staging, name));
      }
      const swept = await t.images.sweep();
      expect(swept.staged).toBeGreaterThanOrEqual(1);
      await expect(writeFile(path.join(staging, id), '', { flag: 'wx' })).resolves.toBeUndefined();
    },
  );

  it('image files no row names, older than a day, are found and removed by the sweep', async () => {
    const key = `images/${user.id}-forgotten-00000000-0000-4000-8000-000000000002`;
    for (const file of imageFileKeys(key)) {
      await t.storage.put(file, Buffer.from('old'), 'image/webp');
      await age(path.join(t.dataDir, 'storage', file));
    }
    const swept = await t.images.sweep();
    expect(swept.orphans).toBe(1);
    expect((await storedKeys()).filter((file) => file.startsWith(key))).toEqual([]);
  });
});
