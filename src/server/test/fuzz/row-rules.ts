import { z } from 'zod';
import { ADDRESS_MAX, NAME_MAX, NAME_MIN } from '../../../shared/constants';
import { DISPLAY_NAME_MAX } from '../../../shared/account-rules';
import { imageKeySchema } from '../../../shared/schemas/listing';
import type { Database } from '../../db/client';
import { imageFileKeys } from '../../lib/images/image-store';
import type { Storage } from '../../lib/storage/storage';
import { listings } from '../../modules/listings/listings.table';
import { pendingImages } from '../../modules/images/pending-images.table';
import { users } from '../../modules/users/users.table';
import { listingReports } from '../../modules/moderation/reports.table';
import { reportInputSchema } from '../../../shared/schemas/report';

/** Text as the API writes it: trimmed and within its limits. */
const cleanText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => text === text.trim(), 'not trimmed');

const userRow = z.object({
  name: cleanText(1, DISPLAY_NAME_MAX),
  email: z.email().refine((email) => email === email.toLowerCase(), 'not lower-case'),
});

/**
 * Every row the fuzzed requests could have written, against the product's rules (more than the
 * table's CHECK constraints say: trimmed text, keys of the owner's images, files that exist).
 * Returns one line per broken rule.
 */
export async function brokenRules(database: Database, storage: Storage): Promise<string[]> {
  const { db } = database;
  const problems: string[] = [];
  for (const user of await db.select().from(users)) {
    const result = userRow.safeParse(user);
    if (!result.success) problems.push(`user ${user.id}: ${result.error.issues[0]!.message}`);
  }
  for (const row of await db.select().from(listings)) {
    const checks = [
      cleanText(NAME_MIN, NAME_MAX).safeParse(row.name),
      cleanText(1, ADDRESS_MAX).safeParse(row.location),
    ];
    for (const check of checks) {
      if (!check.success) problems.push(`listing ${row.id}: ${check.error.issues[0]!.message}`);
    }
    for (const image of row.images) {
      if (
        !imageKeySchema.safeParse(image.key).success ||
        !image.key.startsWith(`images/${row.userId}-`)
      ) {
        problems.push(`listing ${row.id}: image ${image.key} is not one of its owner's`);
      }
      for (const key of imageFileKeys(image.key)) {
        const object = await storage.get(key);
        if (!object) problems.push(`listing ${row.id}: ${key} is missing`);
        object?.body.destroy();
      }
    }
  }
  for (const report of await db.select().from(listingReports)) {
    // What the dialog's schema would send again: the same reason and details, trimmed.
    const again = reportInputSchema.safeParse({ reason: report.reason, details: report.details });
    if (!again.success || again.data.details !== report.details) {
      problems.push(`report ${report.id}: its details break the report's rules`);
    }
  }
  const listed = new Set(
    (await db.select().from(listings)).flatMap((row) => row.images.map((i) => i.key)),
  );
  for (const pending of await db.select().from(pendingImages)) {
    if (listed.has(pending.key)) problems.push(`image ${pending.key} is both pending and listed`);
  }
  return problems;
}
