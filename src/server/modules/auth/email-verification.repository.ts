import { randomUUID } from 'node:crypto';
import { and, eq, like, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifications } from '../users/users.table';

/**
 * Rows of better-auth's verifications table that say a verification link is still unused:
 * `identifier` is this prefix and the SHA-256 of the link's token (never the token itself),
 * `value` the user. better-auth's own tokens for these links are signed, not stored, so they
 * would work again and again until they expire; this row makes each one work once.
 */
const KIND = 'email-verification:';

export interface UnusedLink {
  userId: string;
  expiresAt: Date;
}

export function createEmailVerificationRepository(db: Db) {
  return {
    /** Records a link as unused until `expiresAt`; links of this kind past their time go. */
    async record(tx: Db, tokenHash: string, userId: string, now: Date, expiresAt: Date) {
      await tx
        .delete(verifications)
        .where(and(like(verifications.identifier, `${KIND}%`), lte(verifications.expiresAt, now)));
      await tx.insert(verifications).values({
        id: randomUUID(),
        identifier: `${KIND}${tokenHash}`,
        value: userId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
    },

    /**
     * Takes the link out of the unused ones: what it was, or null when it was never recorded or
     * is taken already. Two takers at once get it once (the delete locks the row).
     */
    async take(tokenHash: string): Promise<UnusedLink | null> {
      const [row] = await db
        .delete(verifications)
        .where(eq(verifications.identifier, `${KIND}${tokenHash}`))
        .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
      return row ?? null;
    },

    /** Drops every other unused link of the user (once one has verified the address). */
    async dropUser(userId: string): Promise<void> {
      await db
        .delete(verifications)
        .where(and(like(verifications.identifier, `${KIND}%`), eq(verifications.value, userId)));
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
