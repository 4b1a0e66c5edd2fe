import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/constants';
import type { Conversations } from '../../../shared/schemas/messages';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { insertUser } from '../../test/factories';
import { messagesApi } from '../../test/messages';
import { conversations } from './messages.table';

let t: TestContext;
let api: ReturnType<typeof messagesApi>;
let person: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  api = messagesApi(t);
  person = await signUp(t, { name: 'Paged Person' });
});
afterAll(() => t.close());

describe('the pages of GET /api/me/conversations', () => {
  it('pages a person’s conversations as owner and as seeker, latest first, none twice or missed, ties on the same instant included', async () => {
    const others = await Promise.all(
      Array.from({ length: 8 }, () => insertUser(t.database.db, { name: 'Someone Else' })),
    );
    const count = 2 * CONVERSATIONS_PAGE_SIZE + 7;
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    const rows = Array.from({ length: count }, (_, i) => {
      const other = others[i % others.length]!.id;
      const asOwner = i % 2 === 0;
      // Every third one shares its instant with the one before: the cursor must tell them apart.
      const at = new Date(start + Math.floor(i / 3) * 60_000);
      return {
        aboutListingId: randomUUID(),
        listingName: `Home ${i}`,
        ownerId: asOwner ? person.id : other,
        seekerId: asOwner ? other : person.id,
        createdAt: at,
        lastMessageAt: at,
        lastMessagePreview: `Message ${i}`,
        lastSenderId: other,
        ownerUnread: asOwner && i % 5 === 0,
        seekerUnread: !asOwner && i % 5 === 0,
      };
    });
    const inserted = await t.database.db
      .insert(conversations)
      .values(rows)
      .returning({ id: conversations.id, at: conversations.lastMessageAt });
    const expected = [...inserted]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (b.id < a.id ? -1 : 1))
      .map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = (await api.list(person, cursor)).json<Conversations>();
      expect(page.unreadCount).toBe(rows.filter((_, i) => i % 5 === 0).length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('refuses a cursor it did not make with 400', async () => {
    for (const cursor of ['nonsense', Buffer.from('2026-01-01|x').toString('base64url')]) {
      expect((await api.list(person, cursor)).statusCode).toBe(400);
    }
  });
});
