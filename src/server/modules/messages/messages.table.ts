import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_TEXT_MAX, MESSAGE_TEXT_MIN } from '../../../shared/constants';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A conversation between a listing's owner and one person who wrote about it
 * (docs/product.md#messages-between-people): one per listing and person. It outlives its
 * listing: a deleted listing sets `listing_id` to null while `about_listing_id` and the name
 * it had keep the conversation readable; it goes with either person's account.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The listing, while it exists. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The listing it was started about, kept after the listing is deleted. */
    aboutListingId: uuid('about_listing_id').notNull(),
    /** The listing's name when the conversation last changed: shown once the listing is gone. */
    listingName: text('listing_name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seekerId: text('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** By the app's clock: the daily limit of new conversations counts these. */
    createdAt: stamp('created_at').notNull(),
    lastMessageAt: stamp('last_message_at').notNull(),
    /** The start of the last message and who sent it: the list reads no message row. */
    lastMessagePreview: text('last_message_preview').notNull(),
    lastSenderId: text('last_sender_id').notNull(),
    /** Each side has messages it has not opened. */
    ownerUnread: boolean('owner_unread').notNull().default(false),
    seekerUnread: boolean('seeker_unread').notNull().default(false),
    /** Each side was mailed for its current unread streak (reset when it reads). */
    ownerMailed: boolean('owner_mailed').notNull().default(false),
    seekerMailed: boolean('seeker_mailed').notNull().default(false),
    /** The owner's first message: how fast an owner usually replies. */
    firstReplyAt: stamp('first_reply_at'),
  },
  (t) => [
    unique('conversations_listing_seeker_unique').on(t.aboutListingId, t.seekerId),
    check('conversations_two_people_check', sql`${t.ownerId} <> ${t.seekerId}`),
    // A person's list, latest activity first, as owner and as seeker (keyset on both columns).
    index('conversations_owner_activity_idx').on(t.ownerId, t.lastMessageAt, t.id),
    index('conversations_seeker_activity_idx').on(t.seekerId, t.lastMessageAt, t.id),
    // The daily limit of new conversations per seeker.
    index('conversations_seeker_created_idx').on(t.seekerId, t.createdAt),
    // An owner's received conversations of the last 90 days (the reply time).
    index('conversations_owner_created_idx').on(t.ownerId, t.createdAt),
    // The unread count on every page: only the unread rows are indexed.
    index('conversations_owner_unread_idx')
      .on(t.ownerId)
      .where(sql`${t.ownerUnread}`),
    index('conversations_seeker_unread_idx')
      .on(t.seekerId)
      .where(sql`${t.seekerUnread}`),
    // A listing's deletion finds its conversations (set null); its statistics count those
    // started in the last 30 days from the index alone.
    index('conversations_listing_created_idx').on(t.listingId, t.createdAt),
  ],
);

/** The messages of a conversation, oldest first by `sent_at` (the app's clock). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: stamp('sent_at').notNull(),
  },
  (t) => [
    check(
      'messages_text_length_check',
      sql`char_length(btrim(${t.text})) between ${sql.raw(String(MESSAGE_TEXT_MIN))} and ${sql.raw(String(MESSAGE_TEXT_MAX))}`,
    ),
    index('messages_conversation_sent_idx').on(t.conversationId, t.sentAt, t.id),
  ],
);

/** People an owner accepts no more messages from: in none of that owner's conversations. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.blockedId] })],
);
