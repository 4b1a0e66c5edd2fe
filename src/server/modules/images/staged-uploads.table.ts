import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Raw bytes; node-postgres reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Resumable uploads still arriving (tus), in the database every instance shares: a chunk may land
 * on any instance, and the next one finds the bytes before it. `received` advances only with the
 * part that holds those bytes, in one transaction, and only from the offset its writer started
 * at, so two writers of one upload can never both succeed. A finished upload becomes a pending
 * image and its rows go; unfinished ones expire 50 minutes after they began
 * (UNFINISHED_UPLOAD_TTL_MS) and are swept.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upload-Length: the size of the whole file. */
    size: integer('size').notNull(),
    /** Bytes stored so far (tus's offset). */
    received: integer('received').notNull().default(0),
    /** tus Upload-Metadata (file name and type), as the client sent it. */
    metadata: jsonb('metadata').$type<Record<string, string | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('staged_uploads_created_idx').on(t.createdAt),
    check('staged_uploads_received_check', sql`0 <= ${t.received} and ${t.received} <= ${t.size}`),
  ],
);

/** The bytes of a staged upload, one row per piece as it arrived. */
export const stagedUploadParts = pgTable(
  'staged_upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => stagedUploads.id, { onDelete: 'cascade' }),
    /** Where in the file this piece begins. */
    start: integer('start').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.start] })],
);

export type StagedUploadRow = typeof stagedUploads.$inferSelect;
