import { sql, type SQL } from 'drizzle-orm';
import type { ListingType } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { namedStatement } from '../../db/named-statement';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { conversations, messageBlocks, messages } from './messages.table';

// The statements of a message's way in, each built once and prepared by name (a send runs two:
// the conversation as its sender reads it, then the recording).

/** A conversation as its two people see it, with what the rules need. */
export interface ConversationRow {
  id: string;
  listingId: string | null;
  aboutListingId: string;
  listingName: string;
  /** Null once the listing is deleted. */
  listingType: ListingType | null;
  ownerId: string;
  seekerId: string;
  ownerUnread: boolean;
  seekerUnread: boolean;
  ownerMailed: boolean;
  seekerMailed: boolean;
  firstReplyAt: Date | null;
  /** The owner blocked the seeker. */
  blocked: boolean;
  /** The two people as a message's mail needs them. */
  owner: Person;
  seeker: Person;
}

/** A person of a conversation, as a message's mail needs them. */
export interface Person {
  id: string;
  name: string;
  email: string;
  language: Language;
  messageMails: boolean;
}

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email, 'language', ${alias}.language, 'messageMails', ${alias}.message_mails)`,
  );

const p = (key: string) => sql.placeholder(key);

/** The conversation of `id` for one of its two people (`userId`), with what the rules need. */
const conversationOf = (lock: SQL) => sql`
  select c.id, c.listing_id as "listingId", c.about_listing_id as "aboutListingId",
         coalesce(l.name, c.listing_name) as "listingName", l.type as "listingType",
         c.owner_id as "ownerId", c.seeker_id as "seekerId",
         c.owner_unread as "ownerUnread", c.seeker_unread as "seekerUnread",
         c.owner_mailed as "ownerMailed", c.seeker_mailed as "seekerMailed",
         c.first_reply_at as "firstReplyAt",
         exists(select 1 from ${messageBlocks} b
                where b.owner_id = c.owner_id and b.blocked_id = c.seeker_id) as blocked,
         ${person('o')} as owner, ${person('s')} as seeker
  from ${conversations} c left join ${listings} l on l.id = c.listing_id
  join ${users} o on o.id = c.owner_id
  join ${users} s on s.id = c.seeker_id
  where c.id = ${p('id')}::uuid and (c.owner_id = ${p('userId')}::text or c.seeker_id = ${p('userId')}::text)
  ${lock}`;

export const conversationFor = namedStatement<ConversationRow>(
  'messages_conversation',
  conversationOf(sql``),
);
export const conversationLocked = namedStatement<ConversationRow>(
  'messages_conversation_locked',
  conversationOf(sql`for update of c`),
);

/** `record`'s statement: its WITH writes the conversation's marks, then the message and the mail. */
export const recordStatement = (outboxInsert: (when: SQL) => SQL) =>
  namedStatement<{ recorded: number }>(
    'messages_record',
    sql`
      with changed as (
        update ${conversations} set
          last_message_at = ${p('now')}::timestamptz,
          last_message_preview = ${p('preview')}::text,
          last_sender_id = ${p('senderId')}::text,
          -- The listing's name as it is now: kept if the listing is deleted later.
          listing_name = ${p('listingName')}::text,
          owner_unread = not ${p('fromOwner')}::boolean,
          seeker_unread = ${p('fromOwner')}::boolean,
          owner_mailed = not ${p('fromOwner')}::boolean and ${p('mailed')}::boolean,
          seeker_mailed = ${p('fromOwner')}::boolean and ${p('mailed')}::boolean,
          first_reply_at = case when ${p('fromOwner')}::boolean
                                then coalesce(first_reply_at, ${p('now')}::timestamptz)
                                else first_reply_at end
        where id = ${p('conversationId')}::uuid
          and case when ${p('fromOwner')}::boolean then seeker_mailed else owner_mailed end
              = ${p('wasMailed')}::boolean
        returning id
      ), added as (
        insert into ${messages} (id, conversation_id, sender_id, text, sent_at)
        select ${p('messageId')}::uuid, id, ${p('senderId')}::text, ${p('text')}::text,
               ${p('now')}::timestamptz
        from changed
      ), mailed as (${outboxInsert(sql`exists (select 1 from changed)`)})
      select count(*)::int as recorded from changed`,
  );
