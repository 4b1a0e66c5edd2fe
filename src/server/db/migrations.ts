import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { projectRoot } from '../lib/project-root';
import type { Db } from './client';

export const migrationsFolder = () => path.join(projectRoot(), 'drizzle');

/** When this build's newest migration was made (drizzle records it as `created_at`). */
let newest: number | undefined;

/**
 * Whether every migration this build ships has been applied to the database. False while another
 * instance is still migrating (an upgrade), or when the database is behind the code; a database
 * ahead of the code (a newer instance migrated it) serves this one too, as migrations only add.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newest ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis),
  );
  try {
    // Both drivers answer raw queries with `{ rows }`.
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as { rows: { applied: string | number | null }[] };
    const applied = Number(result.rows[0]?.applied ?? 0);
    return applied >= newest;
  } catch {
    // No migrations table yet: nothing has been applied.
    return false;
  }
}
