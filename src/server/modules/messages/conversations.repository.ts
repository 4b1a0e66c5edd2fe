import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { at, rawRows } from '../../db/raw-rows';
import type { Cursor } from '../listings/cursor';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import {
  conversationFor,
  conversationLocked,
  recordStatement,
  type ConversationRow,
} from './conversation-statements';
import { conversations, messageBlocks } from './messages.table';

export type { ConversationRow, Person } from './conversation-statements';

/** A listing as a new conversation needs it. */
export interface ListingForMessages {
  id: string;
  ownerId: string;
  name: string;
  listed: boolean;
}

/** An item of a person's list, read in one statement. */
export interface SummaryRow {
  id: string;
  aboutListingId: string;
  listingName: string;
  /** Null once the listing is deleted. */
  listingType: ListingType | null;
  otherId: string;
  otherName: string;
  lastMessagePreview: string;
  lastSenderId: string;
  lastMessageAt: string;
  unread: boolean;
}

/** SQL of conversations (the rules are the service's); every time is the caller's clock. */
export function createConversationsRepository(
  db: Db,
  /** The mail module's outbox INSERT for a statement of ours (`Mail['inStatement']`). */
  outboxInsert: (when: SQL) => SQL,
) {
  const recordMessage = recordStatement(outboxInsert);
  return {
    /**
     * Locks the account's row for the rest of the transaction: two new conversations of one
     * person are decided one after the other, so the daily limit cannot be passed by a race.
     */
    async lockPerson(tx: Db, userId: string): Promise<void> {
      await rawRows(tx, sql`select 1 from ${users} where id = ${userId} for update`);
    },

    async findListing(tx: Db, listingId: string): Promise<ListingForMessages | null> {
      const [row] = await tx
        .select({
          id: listings.id,
          ownerId: listings.userId,
          name: listings.name,
          listed: listings.listed,
        })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row ?? null;
    },

    async findIdFor(tx: Db, listingId: string, seekerId: string): Promise<string | null> {
      const [row] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.aboutListingId, listingId), eq(conversations.seekerId, seekerId)),
        );
      return row?.id ?? null;
    },

    async countStartedSince(tx: Db, seekerId: string, since: Date): Promise<number> {
      const [row] = await rawRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${conversations}
            where seeker_id = ${seekerId} and created_at > ${at(since)}`,
      );
      return row?.n ?? 0;
    },

    async create(
      tx: Db,
      values: { listing: ListingForMessages; seekerId: string; now: Date },
    ): Promise<string> {
      const { listing, seekerId, now } = values;
      const [row] = await tx
        .insert(conversations)
        .values({
          listingId: listing.id,
          aboutListingId: listing.id,
          listingName: listing.name,
          ownerId: listing.ownerId,
          seekerId,
          createdAt: now,
          lastMessageAt: now,
          lastMessagePreview: '',
          lastSenderId: seekerId,
        })
        .returning({ id: conversations.id });
      return row!.id;
    },

    /**
     * The conversation when `userId` is one of its two people, else null; `forUpdate` locks it
     * so that the unread and mailed marks of two messages at once are decided in turn.
     */
    async findFor(
      tx: Db,
      id: string,
      userId: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<ConversationRow | null> {
      const statement = options.forUpdate ? conversationLocked : conversationFor;
      const [row] = await statement.rows(tx, { id, userId });
      return row ?? null;
    },

    /**
     * Records a message in one statement: the message, its mail in the outbox (`mail`, when the
     * recipient is mailed), and on its conversation its time and start, the recipient's unread
     * (and mailed) marks, and the sender's side read (writing, they have it open), which ends
     * their own unread streak; the owner's first reply's time. It writes only while the
     * recipient's mailed mark is still the one the mail was decided on (`conversation`'s):
     * false, and nothing written, once another message or the recipient's reading changed it.
     */
    async record(
      tx: Db,
      values: {
        conversation: ConversationRow;
        messageId: string;
        senderId: string;
        text: string;
        preview: string;
        now: Date;
        mailed: boolean;
        /** The placeholders' values of the outbox's INSERT (the mail, or none). */
        mail: Record<string, unknown>;
      },
    ): Promise<boolean> {
      const { conversation: c, messageId, senderId, text, preview, now, mailed, mail } = values;
      const fromOwner = senderId === c.ownerId;
      const [row] = await recordMessage.rows(tx, {
        ...mail,
        conversationId: c.id,
        messageId,
        senderId,
        text,
        preview,
        now: now.toISOString(),
        listingName: c.listingName,
        fromOwner,
        wasMailed: fromOwner ? c.seekerMailed : c.ownerMailed,
        mailed,
      });
      return row?.recorded === 1;
    },

    /** Marks the conversation opened by `userId` (one of its two people): a new unread streak may be mailed. */
    async markRead(id: string, userId: string): Promise<boolean> {
      const rows = await rawRows<{ id: string }>(
        db,
        sql`update ${conversations} set
              owner_unread = case when owner_id = ${userId} then false else owner_unread end,
              owner_mailed = case when owner_id = ${userId} then false else owner_mailed end,
              seeker_unread = case when seeker_id = ${userId} then false else seeker_unread end,
              seeker_mailed = case when seeker_id = ${userId} then false else seeker_mailed end
            where id = ${id} and (owner_id = ${userId} or seeker_id = ${userId})
            returning id`,
      );
      return rows.length > 0;
    },

    /**
     * A page of the person's conversations, latest activity first, after `after`: the latest of
     * those they own and of those they started (each an index scan), merged.
     */
    async list(userId: string, limit: number, after: Cursor | undefined): Promise<SummaryRow[]> {
      const before = after
        ? sql`and (last_message_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const side = (column: 'owner_id' | 'seeker_id') => sql`(
        select * from ${conversations} where ${sql.raw(column)} = ${userId} ${before}
        order by last_message_at desc, id desc limit ${limit})`;
      return rawRows<SummaryRow>(
        db,
        sql`select c.id, c.about_listing_id as "aboutListingId",
                   coalesce(l.name, c.listing_name) as "listingName", l.type as "listingType",
                   o.id as "otherId", o.name as "otherName",
                   c.last_message_preview as "lastMessagePreview",
                   c.last_sender_id as "lastSenderId",
                   to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastMessageAt",
                   case when c.owner_id = ${userId} then c.owner_unread else c.seeker_unread end as unread
            from (select * from (${side('owner_id')} union all ${side('seeker_id')}) both_sides
                  order by last_message_at desc, id desc limit ${limit}) c
            join ${users} o on o.id = case when c.owner_id = ${userId} then c.seeker_id else c.owner_id end
            left join ${listings} l on l.id = c.listing_id
            order by c.last_message_at desc, c.id desc`,
      );
    },

    /** Conversations with messages the person has not opened (two partial-index counts). */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await rawRows<{ n: number }>(
        db,
        sql`select ((select count(*) from ${conversations} where owner_id = ${userId} and owner_unread)
                  + (select count(*) from ${conversations} where seeker_id = ${userId} and seeker_unread))::int as n`,
      );
      return row?.n ?? 0;
    },

    async isBlocked(tx: Db, ownerId: string, blockedId: string): Promise<boolean> {
      const [row] = await tx
        .select({ ownerId: messageBlocks.ownerId })
        .from(messageBlocks)
        .where(and(eq(messageBlocks.ownerId, ownerId), eq(messageBlocks.blockedId, blockedId)));
      return Boolean(row);
    },

    async block(ownerId: string, blockedId: string): Promise<void> {
      await db.insert(messageBlocks).values({ ownerId, blockedId }).onConflictDoNothing();
    },

    async unblock(ownerId: string, blockedId: string): Promise<void> {
      await db
        .delete(messageBlocks)
        .where(and(eq(messageBlocks.ownerId, ownerId), eq(messageBlocks.blockedId, blockedId)));
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
