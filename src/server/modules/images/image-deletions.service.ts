import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteImage } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import type { ImageDeletionsRepository } from './image-deletions.repository';

/** Keys one pass looks at; a sweep takes pass after pass until nothing is due. */
const BATCH = 100;
/** A sweep stops after this many passes (the next sweep goes on), so it always ends. */
const MAX_PASSES = 50;
/** A key whose files the storage would not delete is tried again this much later. */
export const RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * The image deletion job. Files are deleted only after the commit that stops naming their image,
 * and only when nothing names it then: every drop queues its keys in the same transaction
 * (`enqueue`), the request that dropped them runs the job for those keys once committed
 * (`afterCommit`), and the periodic sweep runs it for whatever is still due (`runDue`), so a crash
 * in between loses nothing. A key never comes back once dropped (a listing keeps only images it
 * has, and takes new ones only from pending uploads), so "nothing names it" stays true.
 */
export function createImageDeletions(deps: {
  repository: ImageDeletionsRepository;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { repository, storage, log } = deps;

  /** Deletes the files of the keys nothing names, then their rows; returns how many images. */
  async function run(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const named = await repository.named(keys);
    // A key still named keeps its files; its row was a mistake, forget it.
    const done = [...named];
    const failed: string[] = [];
    for (const key of keys) {
      if (named.has(key)) continue;
      try {
        await deleteImage(storage, key);
        done.push(key);
      } catch (error) {
        log.warn({ err: error, key }, 'image files could not be deleted; retrying later');
        failed.push(key);
      }
    }
    await repository.remove(done);
    await repository.postpone(failed, RETRY_AFTER_MS);
    return done.length - named.size;
  }

  return {
    /** Queues `keys` in the transaction that stops naming them. */
    enqueue: (tx: Db, keys: string[]) => repository.enqueue(tx, keys),
    /** Which of `keys` are queued for deletion (a save that keeps one is out of date). */
    queued: (keys: string[], tx?: Db) => repository.queued(keys, tx),
    /**
     * Right after the commit that queued `keys`: deletes their files now. A failure is logged and
     * the keys stay queued for the sweep; the request that dropped them has succeeded anyway.
     */
    async afterCommit(keys: string[]): Promise<void> {
      try {
        await run(keys);
      } catch (error) {
        log.error({ err: error }, 'image deletion failed; the sweep will retry');
      }
    },
    /** Everything due (the periodic sweep); returns how many images' files were deleted. */
    async runDue(): Promise<number> {
      let deleted = 0;
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const keys = await repository.due(BATCH);
        deleted += await run(keys);
        if (keys.length < BATCH) break;
      }
      return deleted;
    },
  };
}

export type ImageDeletions = ReturnType<typeof createImageDeletions>;
