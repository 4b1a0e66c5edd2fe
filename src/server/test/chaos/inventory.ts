import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { imageFileKeys } from '../../lib/images/image-store';

/** What a data directory and its database hold, to find what nothing names. */
export interface Inventory {
  /** Image keys ("images/…") that some listing names. */
  listed: Set<string>;
  /** Image keys in pending_images (uploaded, not attached to a listing yet). */
  pending: Set<string>;
  /** Image keys queued in image_deletions. */
  queued: Set<string>;
  /** Every object in local storage, by image key: its object keys ("images/…/w320.webp"). */
  stored: Map<string, string[]>;
  /** Resumable uploads still staged (begun and not finished, or left behind). */
  staged: string[];
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Reads the database at `databaseUrl` and the local storage in the app's DATA_DIR. */
export async function takeInventory(databaseUrl: string, dataDir: string): Promise<Inventory> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const keys = async (sql: string) =>
      new Set((await db.query<{ key: string }>(sql)).rows.map((row) => row.key));
    const listed = await keys(
      `select distinct image->>'key' as key from listings, jsonb_array_elements(images) image`,
    );
    const pending = await keys('select key from pending_images');
    const queued = await keys('select key from image_deletions');
    const stored = new Map<string, string[]>();
    for (const file of await filesUnder(path.join(dataDir, 'storage'))) {
      const objectKey = file.split(path.sep).join('/');
      const imageKey = objectKey.split('/').slice(0, 2).join('/');
      stored.set(imageKey, [...(stored.get(imageKey) ?? []), objectKey]);
    }
    const staged = [...(await keys('select id as key from staged_uploads'))];
    return { listed, pending, queued, stored, staged };
  } finally {
    await db.end();
  }
}

/** Listed images with a file missing: a listing that would show a broken photo. */
export function brokenImages(inventory: Inventory): string[] {
  return [...inventory.listed].filter((key) => {
    const objects = new Set(inventory.stored.get(key) ?? []);
    return imageFileKeys(key).some((objectKey) => !objects.has(objectKey));
  });
}

/** Stored images no row names at all: neither a listing, a pending upload nor a deletion. */
export function orphanedImages(inventory: Inventory): string[] {
  return [...inventory.stored.keys()].filter(
    (key) =>
      !inventory.listed.has(key) && !inventory.pending.has(key) && !inventory.queued.has(key),
  );
}

/** Objects beside a listed image that are none of its own files (a half-written temp file). */
export function strayObjects(inventory: Inventory): string[] {
  return [...inventory.listed].flatMap((key) => {
    const own = new Set(imageFileKeys(key));
    return (inventory.stored.get(key) ?? []).filter((objectKey) => !own.has(objectKey));
  });
}
