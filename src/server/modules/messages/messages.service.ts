import { LISTING_ERROR_CODES, MESSAGE_ERROR_CODES } from '../../../shared/api-errors';
import { CONVERSATIONS_PAGE_SIZE, NEW_CONVERSATIONS_PER_DAY } from '../../../shared/constants';
import type { OwnerReplyTime } from '../../../shared/schemas/listing';
import type {
  Conversation,
  Conversations,
  NewConversation,
} from '../../../shared/schemas/messages';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../listings/cursor';
import type { ConversationRow } from './conversations.repository';
import { afterPosted, postMessage, type Posted, type SendingDeps } from './message-sending';
import { ownerReplyTime, REPLY_TIME_DAYS } from './reply-time';

const DAY_MS = 24 * 60 * 60 * 1000;

const conversationNotFound = () => notFound('Conversation');
const blocked = () => forbidden(MESSAGE_ERROR_CODES.blocked, (texts) => texts.api.messagesBlocked);

/**
 * Messages between a listing's owner and the people who write about it
 * (docs/product.md#messages-between-people): who may start, write, read and block. Only the two
 * people of a conversation ever learn it exists: anyone else gets 404.
 */
export function createMessagesService(deps: Omit<SendingDeps, 'inFlight'> & { db: Db }) {
  const sending: SendingDeps = { ...deps, inFlight: new Set() };
  const { db, conversations, messages, clock } = deps;

  /** Runs `post` in a transaction, then what follows a committed message. */
  async function committed<T extends { posted: Posted }>(work: (tx: Db) => Promise<T>) {
    const result = await withTransaction(db, work);
    afterPosted(sending, result.posted);
    return result;
  }

  /** `postMessage` on a conversation the transaction `tx` has locked: its marks cannot change. */
  async function postLocked(tx: Db, c: ConversationRow, senderId: string, text: string) {
    const posted = await postMessage(sending, tx, c, senderId, text);
    if (!posted) throw new Error('a locked conversation changed under its lock');
    return posted;
  }

  /** The seeker may write unless the owner blocked them; the owner always may. */
  function refuseBlocked(c: ConversationRow, senderId: string) {
    if (senderId === c.seekerId && c.blocked) throw blocked();
  }

  return {
    /** Waits for the mails still being sent (the app closing). */
    drain: () => Promise.allSettled([...sending.inFlight]).then(() => undefined),

    /**
     * Writes to a listing's owner: a new conversation (created: true), or a message added to the
     * one this person already has about this listing, which goes on whatever became of it.
     */
    async start(
      seekerId: string,
      input: NewConversation,
    ): Promise<{ id: string; created: boolean }> {
      const { id, created } = await committed(async (tx) => {
        // New conversations of one person are decided in turn: the daily limit holds in a race.
        await conversations.lockPerson(tx, seekerId);
        const listing = await conversations.findListing(tx, input.listingId);
        if (!listing) throw notFound('Listing');
        if (listing.ownerId === seekerId) {
          throw new AppError(409, MESSAGE_ERROR_CODES.ownListing, (texts) => texts.api.ownListing);
        }
        if (await conversations.isBlocked(tx, listing.ownerId, seekerId)) throw blocked();
        const existing = await conversations.findIdFor(tx, listing.id, seekerId);
        if (existing) {
          const conversation = await conversations.findFor(tx, existing, seekerId, {
            forUpdate: true,
          });
          if (!conversation) throw conversationNotFound();
          const posted = await postLocked(tx, conversation, seekerId, input.text);
          return { id: existing, created: false, posted };
        }
        if (!listing.listed) {
          throw new AppError(
            409,
            MESSAGE_ERROR_CODES.notListed,
            (texts) => texts.api.listingNotListed,
          );
        }
        const now = clock.now();
        const started = await conversations.countStartedSince(
          tx,
          seekerId,
          new Date(now.getTime() - DAY_MS),
        );
        if (started >= NEW_CONVERSATIONS_PER_DAY) {
          throw new AppError(
            429,
            MESSAGE_ERROR_CODES.dailyLimit,
            (texts) => texts.api.conversationsDailyLimit,
          );
        }
        const id = await conversations.create(tx, { listing, seekerId, now });
        const conversation = await conversations.findFor(tx, id, seekerId, { forUpdate: true });
        const posted = await postLocked(tx, conversation!, seekerId, input.text);
        return { id, created: true, posted };
      });
      return { id, created };
    },

    /**
     * A message in a conversation of the sender's; its id. The common case is two statements
     * without a transaction: the conversation read, then the message, its marks and its mail
     * written at once while the marks are as read. When they changed in between (two messages,
     * or a reading, at the same moment), it is decided again under the conversation's lock.
     */
    async send(senderId: string, conversationId: string, text: string): Promise<string> {
      const read = await conversations.findFor(db, conversationId, senderId);
      if (!read) throw conversationNotFound();
      refuseBlocked(read, senderId);
      const posted =
        (await postMessage(sending, db, read, senderId, text)) ??
        (await withTransaction(db, async (tx) => {
          const locked = await conversations.findFor(tx, conversationId, senderId, {
            forUpdate: true,
          });
          if (!locked) throw conversationNotFound();
          refuseBlocked(locked, senderId);
          return postLocked(tx, locked, senderId, text);
        }));
      afterPosted(sending, posted);
      return posted.messageId;
    },

    /** The conversation and its messages, oldest first, for one of its two people. */
    async get(readerId: string, conversationId: string): Promise<Conversation> {
      const c = await conversations.findFor(db, conversationId, readerId);
      if (!c) throw conversationNotFound();
      const isOwner = readerId === c.ownerId;
      const rows = await messages.list(c.id);
      const other = isOwner ? c.seeker : c.owner;
      return {
        id: c.id,
        listing: { id: c.aboutListingId, name: c.listingName, type: c.listingType },
        other: { id: other.id, name: other.name },
        role: isOwner ? 'owner' : 'seeker',
        blocked: c.blocked,
        messages: rows.map((row) => ({ ...row, own: row.senderId === readerId })),
      };
    },

    /** The person's conversations, latest activity first, a page at a time. */
    async list(userId: string, cursor: string | undefined): Promise<Conversations> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      const [rows, unreadCount] = await Promise.all([
        conversations.list(userId, CONVERSATIONS_PAGE_SIZE + 1, after),
        conversations.unreadCount(userId),
      ]);
      const items = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          id: row.id,
          listing: { id: row.aboutListingId, name: row.listingName, type: row.listingType },
          other: { id: row.otherId, name: row.otherName },
          lastMessage: {
            text: row.lastMessagePreview,
            own: row.lastSenderId === userId,
            sentAt: row.lastMessageAt,
          },
          unread: row.unread,
          lastActivityAt: row.lastMessageAt,
        })),
        unreadCount,
        nextCursor:
          rows.length > CONVERSATIONS_PAGE_SIZE && last
            ? encodeCursor({ createdAt: last.lastMessageAt, id: last.id })
            : null,
      };
    },

    unreadCount: async (userId: string) => ({
      unreadCount: await conversations.unreadCount(userId),
    }),

    async markRead(readerId: string, conversationId: string): Promise<void> {
      if (!(await conversations.markRead(conversationId, readerId))) throw conversationNotFound();
    },

    /** The owner accepts no more messages from the other person (`on`), or again (`!on`). */
    async setBlocked(ownerId: string, conversationId: string, on: boolean): Promise<void> {
      const c = await conversations.findFor(db, conversationId, ownerId);
      if (!c) throw conversationNotFound();
      if (c.ownerId !== ownerId) {
        // The person who wrote sees the conversation, so it is no secret: not theirs to block.
        throw new AppError(403, LISTING_ERROR_CODES.notOwner, (texts) => texts.api.onlyOwnerBlocks);
      }
      if (on) await conversations.block(ownerId, c.seekerId);
      else await conversations.unblock(ownerId, c.seekerId);
    },

    /** How fast the owner usually replies, by their last REPLY_TIME_DAYS (one indexed query). */
    async ownerReplyTime(ownerId: string): Promise<OwnerReplyTime> {
      const since = new Date(clock.now().getTime() - REPLY_TIME_DAYS * DAY_MS);
      return ownerReplyTime(await messages.replyStats(ownerId, since));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
