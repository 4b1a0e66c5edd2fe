import { createReadStream } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type ListedObject, type Storage } from './storage';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The files under `dir` (key prefix `prefix`), depth first, each folder's names sorted. */
async function* walk(dir: string, prefix: string): AsyncGenerator<ListedObject> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(file, `${prefix}${entry.name}/`);
    } else if (entry.isFile()) {
      const info = await stat(file).catch(() => null);
      if (info) yield { key: `${prefix}${entry.name}`, lastModified: info.mtime };
    }
  }
}

/** Files under one directory; served by the app at /{key}. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async delete(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await rm(file, { force: true });
        dirs.add(path.dirname(file));
      }
      // Remove folders the deletion left empty (each image has its own).
      for (const dir of dirs) {
        if (dir !== root) await rmdir(dir).catch(() => {});
      }
    },
    list(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`Not a folder: ${prefix}`);
      return walk(fileOf(prefix.slice(0, -1)), prefix);
    },
    publicUrl: (key) => `/${key}`,
    async check() {
      // The folder is made on the first write; until then its parent must take one.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
