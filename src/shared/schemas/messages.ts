import { z } from 'zod';
import { MESSAGE_TEXT_MAX, MESSAGE_TEXT_MIN } from '../constants';
import { listingIdParamsSchema, listingTypeSchema } from './listing';

/**
 * A message's text: 1–2,000 characters once trimmed. The refusals' words are the API's (400 with
 * `issues`); the pages check emptiness themselves to say "Please write a message".
 */
export const messageTextSchema = z.string().trim().min(MESSAGE_TEXT_MIN).max(MESSAGE_TEXT_MAX);

/** POST /api/conversations: 201 `{ id }` for a new conversation, 200 and the same id for one that exists. */
export const newConversationSchema = z.object({
  listingId: listingIdParamsSchema.shape.id,
  text: messageTextSchema,
});
export type NewConversation = z.infer<typeof newConversationSchema>;

export const conversationCreatedSchema = z.object({ id: z.uuid() });

/** POST /api/conversations/{id}/messages. */
export const newMessageSchema = z.object({ text: messageTextSchema });

/** /api/conversations/{id}[/…]. */
export const conversationParamsSchema = z.object({ id: z.uuid() });

/** The two people of a conversation as each other sees them: a name, never an address. */
export const conversationPersonSchema = z.object({ id: z.string(), name: z.string() });

/**
 * The listing a conversation is about, as it is now (its name may have changed since); its type
 * makes the link to its page (listingPath), null once the listing is deleted (no page to link).
 */
export const conversationListingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: listingTypeSchema.nullable(),
});

export const messageSchema = z.object({
  id: z.uuid(),
  senderId: z.string(),
  senderName: z.string(),
  text: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  /** Sent by the person reading (the page may label it "You"). */
  own: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** An item of GET /api/me/conversations. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  listing: conversationListingSchema,
  other: conversationPersonSchema,
  /** The start of the last message (at most 140 characters) and who sent it. */
  lastMessage: z.object({ text: z.string(), own: z.boolean(), sentAt: z.string() }),
  /** It has messages the reader has not opened. */
  unread: z.boolean(),
  /** ISO 8601: the last message's time, the order of the list (latest first). */
  lastActivityAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/me/conversations?cursor=…: latest activity first, CONVERSATIONS_PAGE_SIZE per page. */
export const conversationsSchema = z.object({
  items: z.array(conversationSummarySchema),
  /** Conversations with messages the reader has not opened (the "Messages, N unread" link). */
  unreadCount: z.number().int().min(0),
  /** The next page's cursor, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type Conversations = z.infer<typeof conversationsSchema>;

export const conversationsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** GET /api/me/conversations/unread: only the count, for the navigation on every page. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });

/** GET /api/conversations/{id}: only its two people may read it (404 for anyone else). */
export const conversationSchema = z.object({
  id: z.uuid(),
  listing: conversationListingSchema,
  other: conversationPersonSchema,
  /** The reader is the listing's owner (who may block the other person). */
  role: z.enum(['owner', 'seeker']),
  /** The owner has blocked the seeker: the seeker can send nothing more (403). */
  blocked: z.boolean(),
  /** Oldest first. */
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** What the live channel (GET /api/me/events, server-sent events) tells an open page. */
export const liveEventSchema = z.object({
  type: z.literal('message'),
  conversationId: z.uuid(),
  messageId: z.uuid(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
