import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { createTestDatabase } from '../../test/database';
import { insertListing, insertUser } from '../../test/factories';
import Fastify from 'fastify';
import { systemClock } from '../../lib/clock';
import { createMailModule, type Mail } from '../mail/mail.module';
import { mailOutbox } from '../mail/mail.table';
import {
  createConversationsRepository,
  type ConversationRow,
  type ConversationsRepository,
} from './conversations.repository';
import { conversations, messages } from './messages.table';

let database: Database;
let repository: ConversationsRepository;
let mail: Mail;

beforeAll(async () => {
  database = await createTestDatabase();
  mail = createMailModule({
    db: database.db,
    // Nothing is sent here: only what is recorded is read.
    mailer: { send: async () => {}, close: () => {} },
    clock: systemClock,
    log: Fastify().log,
    host: 'homes.example',
  });
  repository = createConversationsRepository(database.db, mail.inStatement.insert);
});

afterAll(() => database.close());

const now = new Date('2026-12-01T10:00:00.000Z');

/** A conversation a seeker started, read as its seeker reads it. */
async function conversation(): Promise<ConversationRow> {
  const { db } = database;
  const [owner, seeker] = [await insertUser(db), await insertUser(db)];
  const listing = await insertListing(db, owner.id);
  const [row] = await db
    .insert(conversations)
    .values({
      listingId: listing.id,
      aboutListingId: listing.id,
      listingName: listing.name,
      ownerId: owner.id,
      seekerId: seeker.id,
      createdAt: now,
      lastMessageAt: now,
      lastMessagePreview: '',
      lastSenderId: seeker.id,
    })
    .returning({ id: conversations.id });
  return (await repository.findFor(db, row!.id, seeker.id))!;
}

/** Records a message of the seeker's, mailed to the owner under `key` when `key` is given. */
function record(c: ConversationRow, key: string | null) {
  const outgoing = key ? { key, to: c.owner.email, subject: 'New message', text: 'Hello' } : null;
  return repository.record(database.db, {
    conversation: c,
    messageId: crypto.randomUUID(),
    senderId: c.seekerId,
    text: 'Hello',
    preview: 'Hello',
    now,
    mailed: c.ownerMailed || key !== null,
    mail: mail.inStatement.values(outgoing, now),
  });
}

const written = async (c: ConversationRow) => {
  const { db } = database;
  const [marks] = await db
    .select({ unread: conversations.ownerUnread, mailed: conversations.ownerMailed })
    .from(conversations)
    .where(eq(conversations.id, c.id));
  const [counts] = await rawRows<{ messages: number; mails: number }>(
    db,
    sql`select (select count(*)::int from ${messages} where conversation_id = ${c.id}) as messages,
               (select count(*)::int from ${mailOutbox} where key like ${`test:${c.id}:%`}) as mails`,
  );
  return { ...marks, ...counts };
};

describe('recording a message in one statement', () => {
  it('writes the message, its mail and the marks together', async () => {
    const c = await conversation();
    expect(await record(c, `test:${c.id}:1`)).toBe(true);
    expect(await written(c)).toEqual({ unread: true, mailed: true, messages: 1, mails: 1 });
    // The next message of the streak, read after the first: not mailed again.
    const after = (await repository.findFor(database.db, c.id, c.seekerId))!;
    expect(await record(after, null)).toBe(true);
    expect(await written(c)).toEqual({ unread: true, mailed: true, messages: 2, mails: 1 });
  });

  it('writes nothing when the mailed mark changed since the conversation was read', async () => {
    const c = await conversation();
    // Two messages decided on the same read: the first mails; the second would mail again.
    expect(await record(c, `test:${c.id}:1`)).toBe(true);
    expect(await record(c, `test:${c.id}:2`)).toBe(false);
    expect(await written(c)).toEqual({ unread: true, mailed: true, messages: 1, mails: 1 });
    // Read while the streak was mailed, then the owner opened it: this message starts a new
    // streak and must be mailed, so the stale decision (no mail) writes nothing.
    const mailed = (await repository.findFor(database.db, c.id, c.seekerId))!;
    expect(await repository.markRead(c.id, c.ownerId)).toBe(true);
    expect(await record(mailed, null)).toBe(false);
    expect(await written(c)).toEqual({ unread: false, mailed: false, messages: 1, mails: 1 });
  });
});
