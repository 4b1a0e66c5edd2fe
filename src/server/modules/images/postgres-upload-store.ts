import type stream from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import pLimit from 'p-limit';
import type { StagedUploadsRepository } from './staged-uploads.repository';

/** Bytes gathered before they are stored: a resumed upload starts again at most this far back. */
const PIECE_BYTES = 256 * 1024;

/**
 * Pieces written at once by this instance: many uploads at once wait here for one of the pool's
 * few connections anyway.
 */
const WRITES_AT_ONCE = 4;

/** tus's own "more bytes than allowed" error (its class is not exported): status 413. */
const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status_code?: unknown }).status_code === 413;

/**
 * tus's store for uploads still arriving, in PostgreSQL: every instance of the app sees every
 * upload, so each chunk may go to a different one. The bytes are stored in pieces as they arrive,
 * each piece with the offset it moves in one transaction that only succeeds from the offset the
 * writer expects: of two writers of one upload (a client retrying on another instance while its
 * first request still runs), one gets on and the other answers 409, with nothing stored twice.
 * A request cut off keeps what arrived, so the client resumes from there; a request past the
 * upload's length (413) keeps nothing of its own.
 */
export class PostgresUploadStore extends DataStore {
  private readonly writes: ReturnType<typeof pLimit>;
  constructor(
    private readonly repository: StagedUploadsRepository,
    private readonly expirationMs: number,
  ) {
    super();
    this.writes = pLimit(WRITES_AT_ONCE);
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const userId = upload.metadata?.userId;
    if (!userId || upload.size === undefined) throw ERRORS.FILE_WRITE_ERROR;
    const row = await this.repository.create({
      id: upload.id,
      userId,
      size: upload.size,
      metadata: upload.metadata ?? {},
    });
    upload.creation_date = row.createdAt.toISOString();
    return upload;
  }

  override async write(readable: stream.Readable, id: string, offset: number): Promise<number> {
    let stored = offset;
    let pieces: Buffer[] = [];
    let gathered = 0;
    const store = async () => {
      if (gathered === 0) return;
      // One chunk is the piece as it is: no copy of it.
      const data = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, gathered);
      pieces = [];
      gathered = 0;
      const appended = await this.writes(() => this.repository.append(id, stored, data));
      if (!appended) throw ERRORS.INVALID_OFFSET;
      stored += data.length;
    };
    try {
      for await (const chunk of readable) {
        pieces.push(chunk as Buffer);
        gathered += (chunk as Buffer).length;
        if (gathered >= PIECE_BYTES) await store();
      }
      await store();
      return stored;
    } catch (error) {
      if (error === ERRORS.INVALID_OFFSET) throw error;
      if (isTooLarge(error)) {
        await this.repository.truncate(id, offset);
        throw ERRORS.ERR_SIZE_EXCEEDED;
      }
      // The client went away mid-request: keep what did arrive, it resumes from there.
      await store().catch(() => undefined);
      throw ERRORS.FILE_WRITE_ERROR;
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.repository.get(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size,
      offset: row.received,
      metadata: row.metadata,
      creation_date: row.createdAt.toISOString(),
    });
  }

  override async remove(id: string): Promise<void> {
    if (!(await this.repository.remove(id))) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Deletes uploads begun longer ago than the expiration; returns how many. */
  override async deleteExpired(now = new Date()): Promise<number> {
    return this.repository.removeBegunBefore(new Date(now.getTime() - this.expirationMs));
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  /** The whole file of a finished upload. */
  read(id: string): Promise<Buffer> {
    return this.repository.read(id);
  }
}
