import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mail } from '../mail/mail.module';
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
 * Adds a message to a conversation locked by the caller's transaction, and decides its mail
 * (docs/product.md#messages-between-people): the recipient is mailed once per unread streak,
 * unless they turned these mails off; the mail is recorded in the same transaction, under a key
 * of the streak's first message, so a retry never mails twice. Sending marks the sender's side
 * read.
 */
export async function postMessage(
  deps: SendingDeps,
  tx: Db,
  conversation: ConversationRow,
  senderId: string,
  text: string,
): Promise<Posted> {
  const now = deps.clock.now();
  const fromOwner = senderId === conversation.ownerId;
  const recipientId = fromOwner ? conversation.seekerId : conversation.ownerId;
  const messageId = await deps.messages.add(tx, {
    conversationId: conversation.id,
    senderId,
    text,
    sentAt: now,
  });
  const alreadyMailed = fromOwner ? conversation.seekerMailed : conversation.ownerMailed;
  let mailKey: string | null = null;
  if (!alreadyMailed) {
    const [recipient, sender] = await Promise.all([
      deps.messages.person(tx, recipientId),
      deps.messages.person(tx, senderId),
    ]);
    if (recipient?.messageMails && sender) {
      mailKey = `message:${conversation.id}:${recipientId}:${messageId}`;
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
      await deps.mail.enqueue(tx, [{ key: mailKey, ...message }], now);
    }
  }
  await deps.conversations.afterMessage(tx, {
    conversation,
    senderId,
    preview: previewOf(text),
    now,
    mailed: alreadyMailed || mailKey !== null,
  });
  return {
    conversationId: conversation.id,
    messageId,
    people: [recipientId, senderId],
    mailKey,
  };
}

/**
 * After the commit: both people's open pages hear of the message, and the mail is sent without
 * the request waiting for the mail server (the delivery job retries one that fails, within a
 * poll). Neither can fail the request.
 */
export async function afterPosted(deps: SendingDeps, posted: Posted): Promise<void> {
  const { mailKey } = posted;
  if (mailKey) {
    void deps.mail.sendNow(mailKey).catch((error: unknown) => {
      deps.log.warn({ err: error, key: mailKey }, 'message mail not sent at once');
    });
  }
  await publishToEach(deps.live, deps.log, posted.people, {
    type: 'message',
    conversationId: posted.conversationId,
    messageId: posted.messageId,
  });
}
