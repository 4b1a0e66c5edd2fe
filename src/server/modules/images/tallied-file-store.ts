import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Upload } from '@tus/server';
import { BoundedFileStore } from './bounded-file-store';
import { emptyTally, type OpenUploads } from './open-uploads';

/** What the tally keeps of one staged upload. */
interface Entry {
  userId: string;
  size: number;
  /** When it began (ms). */
  began: number;
}

const entryOf = (upload: Pick<Upload, 'metadata' | 'size' | 'creation_date'>): Entry | null => {
  const userId = upload.metadata?.userId;
  const began = Date.parse(upload.creation_date ?? '');
  if (!userId || upload.size === undefined || Number.isNaN(began)) return null;
  return { userId, size: upload.size, began };
};

/**
 * The file store of embedded PostgreSQL's single instance, keeping in memory which uploads it
 * holds: counting them for each new upload would otherwise read every metadata file. The tally is
 * read from the folder on first use and again after a sweep removed files behind the store's back.
 */
export class TalliedFileStore extends BoundedFileStore {
  #entries: Promise<Map<string, Entry>> | undefined;

  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    const entry = entryOf(created);
    if (entry) (await this.entries()).set(created.id, entry);
    return created;
  }

  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } finally {
      (await this.entries()).delete(id);
    }
  }

  /** Reads the folder again on next use (after files were removed without the store). */
  forget(): void {
    this.#entries = undefined;
  }

  /** The uploads begun since `since`, of `userId` and of everyone. */
  async openSince(userId: string, since: Date): Promise<OpenUploads> {
    const open: OpenUploads = { user: emptyTally(), site: emptyTally() };
    for (const entry of (await this.entries()).values()) {
      if (entry.began < since.getTime()) continue;
      open.site.count++;
      open.site.bytes += entry.size;
      if (entry.userId !== userId) continue;
      open.user.count++;
      open.user.bytes += entry.size;
    }
    return open;
  }

  private entries(): Promise<Map<string, Entry>> {
    this.#entries ??= this.scan().catch((error: unknown) => {
      this.#entries = undefined;
      throw error;
    });
    return this.#entries;
  }

  private async scan(): Promise<Map<string, Entry>> {
    const entries = new Map<string, Entry>();
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return entries;
      throw error;
    }
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      try {
        const upload = JSON.parse(
          await readFile(path.join(this.directory, name), 'utf8'),
        ) as Upload;
        const entry = entryOf(upload);
        if (entry) entries.set(name.slice(0, -'.json'.length), entry);
      } catch {
        // Unreadable metadata (a crash while it was written): the sweep removes it.
      }
    }
    return entries;
  }
}
