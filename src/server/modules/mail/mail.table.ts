import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Mail recorded before it is sent (mail-delivery.ts): a row per message, its `key` unique
 * ("alert:<search>:daily:2026-11-27"), so composing the same mail twice records it once. The
 * delivery job sends pending rows with a Message-ID made from the key, marks them sent and drops
 * their bodies; a failed send is retried later with a growing delay, up to a last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before; later after a failed attempt. */
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Taken by a delivery until then (an instance that died frees it when it runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_pending_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
