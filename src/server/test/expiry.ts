import { eq } from 'drizzle-orm';
import { listings } from '../modules/listings/listings.table';
import type { TestContext } from './app';

/** When the listing's days started counting: its publication or its last renewal, in ms. */
export async function renewedAt(t: Pick<TestContext, 'database'>, id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ renewedAt: listings.renewedAt })
    .from(listings)
    .where(eq(listings.id, id));
  return row!.renewedAt.getTime();
}
