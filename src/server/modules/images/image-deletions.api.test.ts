import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileKeys } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { publishWithImages } from '../../test/alerts';
import { createTestApp, type TestContext } from '../../test/app';
import { uploadImage } from '../../test/uploads';
import { listings } from '../listings/listings.table';
import { imagesNamedByListings } from '../listings/listings.repository';
import { createImageDeletionsRepository } from './image-deletions.repository';
import { createImageDeletions } from './image-deletions.service';
import { imageDeletions } from './image-deletions.table';

let t: TestContext;
let owner: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

async function filesIn(key: string, storage: Storage = t.storage): Promise<number> {
  const objects = await Promise.all(imageFileKeys(key).map((file) => storage.get(file)));
  objects.forEach((object) => object?.body.destroy());
  return objects.filter(Boolean).length;
}

async function queued(): Promise<string[]> {
  const rows = await t.database.db.select().from(imageDeletions);
  return rows.map((row) => row.key);
}

/** A listing of the owner with two uploaded photos; returns its id and the photos' keys. */
async function publishTwo(): Promise<{ id: string; keys: [string, string] }> {
  const images = await Promise.all([uploadImage(t, owner.cookie), uploadImage(t, owner.cookie)]);
  const listing = await publishWithImages(
    t,
    owner,
    images.map((image) => image.key),
  );
  return { id: listing.id, keys: [images[0]!.key, images[1]!.key] };
}

describe('the image deletion job', () => {
  it('finishes after a crash between the commit that dropped an image and its deletion', async () => {
    const { id, keys } = await publishTwo();
    // What a save that dropped the second photo commits; then the process dies.
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(listings).where(eq(listings.id, id));
      await tx
        .update(listings)
        .set({ images: row!.images.slice(0, 1) })
        .where(eq(listings.id, id));
      await tx.insert(imageDeletions).values({ key: keys[1] });
    });
    expect(await filesIn(keys[1])).toBe(4);
    const swept = await t.images.sweep();
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await filesIn(keys[1])).toBe(0);
    expect(await filesIn(keys[0])).toBe(4);
    expect(await queued()).not.toContain(keys[1]);
  });

  it('never deletes the files of an image a listing or a pending upload still names', async () => {
    const { keys } = await publishTwo();
    const pending = await uploadImage(t, owner.cookie);
    await t.database.db.insert(imageDeletions).values([{ key: keys[0] }, { key: pending.key }]);
    await t.images.sweep();
    expect(await filesIn(keys[0])).toBe(4);
    expect(await filesIn(pending.key)).toBe(4);
    // The mistaken rows are gone; the images are untouched.
    expect(await queued()).not.toContain(keys[0]);
    expect(await queued()).not.toContain(pending.key);
  });

  it('keeps a key whose files the storage would not delete, and retries it later', async () => {
    const { id, keys } = await publishTwo();
    const refusing: Storage = {
      ...t.storage,
      delete: () => Promise.reject(new Error('storage unavailable')),
    };
    const repository = createImageDeletionsRepository(
      t.database.db,
      imagesNamedByListings(t.database.db),
    );
    const failing = createImageDeletions({ repository, storage: refusing, log: t.app.log });
    await t.database.db.transaction(async (tx) => {
      await tx.delete(listings).where(eq(listings.id, id));
      await failing.enqueue(tx, keys);
    });
    await failing.afterCommit(keys);
    expect(await filesIn(keys[0])).toBe(4);
    expect(await queued()).toEqual(expect.arrayContaining(keys));
    // Not due yet: the sweep leaves it; once due, the sweep deletes it.
    await t.images.sweep();
    expect(await filesIn(keys[0])).toBe(4);
    await t.database.db
      .update(imageDeletions)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(imageDeletions.key, keys[0]));
    await t.images.sweep();
    expect(await filesIn(keys[0])).toBe(0);
    expect(await queued()).not.toContain(keys[0]);
  });
});
