import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { rawRows } from '../../db/raw-rows';
import { users } from '../users/users.table';
import { conversations, messages } from './messages.table';

export interface MessageRow {
  id: string;
  senderId: string;
  senderName: string;
  text: string;
  sentAt: string;
}

/** An owner's received conversations of a period, for how fast they usually reply. */
export interface ReplyStats {
  received: number;
  answered: number;
  /** Median seconds from the first message to the owner's first reply; null when none answered. */
  medianSeconds: number | null;
}

const p = (key: string) => sql.placeholder(key);

/**
 * Every public listing's detail asks it (its owner's reply time): named and prepared once, as the
 * detail's own read is, not built and parsed again for each visit.
 */
const replyStatsStatement = namedStatement<{
  received: number;
  answered: number;
  median: number | string | null;
}>(
  'messages_reply_stats',
  sql`select count(*)::int as received, count(first_reply_at)::int as answered,
             percentile_cont(0.5) within group (
               order by extract(epoch from first_reply_at - created_at)
             ) filter (where first_reply_at is not null) as median
      from ${conversations}
      where owner_id = ${p('ownerId')}::text and created_at > ${p('since')}::timestamptz`,
);

/** SQL of messages and of the people in them; every time is the caller's clock. */
export function createMessagesRepository(db: Db) {
  return {
    /** The conversation's messages, oldest first, each with its sender's name as it is now. */
    async list(conversationId: string): Promise<MessageRow[]> {
      return rawRows<MessageRow>(
        db,
        sql`select m.id, m.sender_id as "senderId", u.name as "senderName", m.text,
                   to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt"
            from ${messages} m join ${users} u on u.id = m.sender_id
            where m.conversation_id = ${conversationId}
            order by m.sent_at, m.id`,
      );
    },

    /** One statement on the owner's (owner_id, created_at) index. */
    async replyStats(ownerId: string, since: Date): Promise<ReplyStats> {
      const [row] = await replyStatsStatement.rows(db, { ownerId, since: since.toISOString() });
      const median = row?.median == null ? null : Number(row.median);
      return { received: row?.received ?? 0, answered: row?.answered ?? 0, medianSeconds: median };
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
