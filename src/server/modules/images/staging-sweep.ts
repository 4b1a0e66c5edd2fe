import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** When a staged upload began: its metadata's creation date, or null when that is unreadable. */
async function createdAt(metadataFile: string): Promise<number | null> {
  try {
    const info = JSON.parse(await readFile(metadataFile, 'utf8')) as { creation_date?: unknown };
    const time = typeof info.creation_date === 'string' ? Date.parse(info.creation_date) : NaN;
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/** The latest modification time among `files` (0 when none can be read). */
async function lastModified(files: string[]): Promise<number> {
  const times = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => info.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(0, ...times);
}

/**
 * Deletes staged tus uploads (a data file `{id}` and its metadata `{id}.json`) older than `ttlMs`
 * by their creation date, which is also when tus stops accepting them. Unlike tus's own
 * `deleteExpired`, which skips them forever, an upload whose metadata is empty or unreadable (a
 * crash while tus wrote it) or missing goes too, once its files are `ttlMs` old. Returns how many
 * uploads were deleted.
 */
export async function sweepStagedUploads(
  directory: string,
  ttlMs: number,
  now = new Date(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const uploads = new Map<string, string[]>();
  for (const name of names) {
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
    uploads.set(id, [...(uploads.get(id) ?? []), path.join(directory, name)]);
  }
  let deleted = 0;
  for (const [id, files] of uploads) {
    const began =
      (await createdAt(path.join(directory, `${id}.json`))) ?? (await lastModified(files));
    if (began + ttlMs > now.getTime()) continue;
    const removed = await Promise.allSettled(files.map((file) => rm(file, { force: true })));
    if (removed.every((result) => result.status === 'fulfilled')) deleted++;
  }
  return deleted;
}
