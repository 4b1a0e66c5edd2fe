import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mail, OutgoingMail } from '../mail/mail.module';
import type { ConversationRow, ConversationsRepository } from './conversations.repository';
import { publishToEach, type LivePublisher } from './live-publisher';
import { messageMail } from './message-mail';
import type { MessagesRepository } from './messages.repository';

/** What posting a message needs, besides the transaction it runs in. */
export interface SendingDeps {
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  mail: Mail;
  clock: Clock;
  live: LivePublisher;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Mails being sent after their requests were answered: the app waits for them on close. */
  inFlight: Set<Promise<unknown>>;
}

/** What a posted message leaves to do once its transaction has committed. */
export interface Posted {
  conversationId: string;
  messageId: string;
  people: [string, string];
  mailKey: string | null;
}

/** The longest start of a message a list shows. */
const PREVIEW_MAX = 140;
const previewOf = (text: string) => [...text].slice(0, PREVIEW_MAX).join('');

/**
 * Adds a message to a conversation and decides its mail (docs/product.md#messages-between-people):
 * the recipient is mailed once per unread streak, unless they turned these mails off; the mail
 * is recorded with the message in one statement, under a key of the streak's first message, so
 * a retry never mails twice. Sending marks the sender's side read.
 *
 * The mail is decided on `conversation` as it was read. Null, and nothing written, when its
 * recipient's mailed mark has changed since (another message, or the recipient opening it): the
 * caller then reads it again under its lock, where this never answers null.
 */
export async function postMessage(
  deps: SendingDeps,
  db: Db,
  conversation: ConversationRow,
  senderId: string,
  text: string,
): Promise<Posted | null> {
  const now = deps.clock.now();
  const fromOwner = senderId === conversation.ownerId;
  const [sender, recipient] = fromOwner
    ? [conversation.owner, conversation.seeker]
    : [conversation.seeker, conversation.owner];
  const recipientId = recipient.id;
  const messageId = randomUUID();
  const alreadyMailed = fromOwner ? conversation.seekerMailed : conversation.ownerMailed;
  let mail: OutgoingMail | null = null;
  if (!alreadyMailed && recipient.messageMails) {
    const message = messageMail({
      to: recipient.email,
      language: recipient.language,
      recipientName: recipient.name,
      senderName: sender.name,
      listingName: conversation.listingName,
      text,
      conversationId: conversation.id,
      publicUrl: deps.publicUrl,
    });
    mail = { key: `message:${conversation.id}:${recipientId}:${messageId}`, ...message };
  }
  const recorded = await deps.conversations.record(db, {
    conversation,
    messageId,
    senderId,
    text,
    preview: previewOf(text),
    now,
    mailed: alreadyMailed || mail !== null,
    mail: deps.mail.inStatement.values(mail, now),
  });
  if (!recorded) return null;
  return {
    conversationId: conversation.id,
    messageId,
    people: [recipientId, senderId],
    mailKey: mail?.key ?? null,
  };
}

/**
 * After the commit: both people's open pages hear of the message, and the mail is sent, without
 * the request waiting for either (the delivery job retries a mail that fails, within a poll; a
 * page that missed an event reads again when its channel reopens). Neither can fail the request;
 * the app waits for both on close.
 */
export function afterPosted(deps: SendingDeps, posted: Posted): void {
  const { mailKey } = posted;
  const track = (work: Promise<unknown>) => {
    const tracked: Promise<unknown> = work.finally(() => deps.inFlight.delete(tracked));
    deps.inFlight.add(tracked);
  };
  if (mailKey) {
    track(
      deps.mail.sendNow(mailKey).catch((error: unknown) => {
        deps.log.warn({ err: error, key: mailKey }, 'message mail not sent at once');
      }),
    );
  }
  track(
    publishToEach(deps.live, deps.log, posted.people, {
      type: 'message',
      conversationId: posted.conversationId,
      messageId: posted.messageId,
    }),
  );
}
