import { readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { DataStore } from '@tus/server';
import type { OpenUploads } from './open-uploads';
import { PostgresUploadStore } from './postgres-upload-store';
import type { StagedUploadsRepository } from './staged-uploads.repository';
import { sweepStagedUploads } from './staging-sweep';
import { TalliedFileStore } from './tallied-file-store';
import { UNFINISHED_UPLOAD_TTL_MS } from './upload-limits';

export interface StagedUpload {
  userId: string;
  /** Upload-Length: the size of the whole file. */
  size: number;
}

/** Where resumable uploads wait for their last byte, and what the app asks of that place. */
export interface UploadStaging {
  /** tus's store. */
  datastore: DataStore;
  /** The whole file of a finished upload. */
  read(id: string): Promise<Buffer>;
  /** Who created an unfinished upload and its declared length, or null when there is none. */
  find(id: string): Promise<StagedUpload | null>;
  /** The unfinished uploads not yet expired at `now`, of `userId` and of everyone. */
  openUploads(userId: string, now?: Date): Promise<OpenUploads>;
  /** Forgets every byte of the upload from `offset` on (a refused request's). */
  rollback(id: string, offset: number): Promise<void>;
  /** Deletes unfinished uploads expired at `now` (UNFINISHED_UPLOAD_TTL_MS); returns how many. */
  sweep(now?: Date): Promise<number>;
}

/**
 * On a PostgreSQL server, the database every instance shares: a chunk may reach any instance.
 * Embedded PostgreSQL serves one instance only, so it stays with files in $DATA_DIR/uploads:
 * there, bytes in the database would cost ~50 ms of the event loop per MiB, and never be given
 * back to the disk (no autovacuum).
 */
export function createUploadStaging(
  place: { database: StagedUploadsRepository } | { directory: string },
): UploadStaging {
  if ('database' in place) {
    const datastore = new PostgresUploadStore(place.database, UNFINISHED_UPLOAD_TTL_MS);
    return {
      datastore,
      openUploads: (userId, now = new Date()) =>
        place.database.openSince(userId, new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_MS)),
      read: (id) => place.database.read(id),
      async find(id) {
        const row = await place.database.get(id);
        return row ? { userId: row.userId, size: row.size } : null;
      },
      rollback: (id, offset) => place.database.truncate(id, offset),
      sweep: (now) => datastore.deleteExpired(now),
    };
  }
  const { directory } = place;
  const datastore = new TalliedFileStore({
    directory,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS,
  });
  return {
    datastore,
    openUploads: (userId, now = new Date()) =>
      datastore.openSince(userId, new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_MS)),
    read: (id) => readFile(path.join(directory, id)),
    async find(id) {
      try {
        const { metadata, size } = await datastore.getUpload(id);
        // Every upload here states its length (the route refuses Upload-Defer-Length).
        return metadata?.userId ? { userId: metadata.userId, size: size ?? Infinity } : null;
      } catch {
        return null;
      }
    },
    // The file's length is the upload's offset.
    rollback: (id, offset) => truncate(path.join(directory, id), offset),
    async sweep(now) {
      try {
        return await sweepStagedUploads(directory, UNFINISHED_UPLOAD_TTL_MS, now);
      } finally {
        datastore.forget();
      }
    },
  };
}
