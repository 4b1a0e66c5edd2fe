import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { AlertFrequency } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { arrayParam, at, rawRows } from '../../db/raw-rows';
import type { StoredImage } from '../../lib/images/image-store';
import type { AlertHomeFields } from './alert-mail';

/** A search with matches to mail, its newest homes, and how many it has in all. */
export interface SearchToMail {
  searchId: string;
  name: string;
  query: string;
  email: string;
  /** The language its owner reads: the mail is written in it. */
  language: Language;
  total: number;
  homes: (AlertHomeFields & { image: StoredImage | null })[];
}

/**
 * A search's matches not mailed yet, recorded before `before` (SQL over `m` and `s`), of homes
 * still listed: one rented, sold, hidden or expired since it matched is not mailed.
 */
const unmailed = (before: Date) =>
  sql`m.search_id = s.id and m.matched_at < ${at(before)}
      and (s.mailed_before is null or m.matched_at >= s.mailed_before)
      and (select listed from listings where id = m.listing_id)`;

/**
 * SQL that turns recorded matches (alert_matches) into mails; each runs in the caller's
 * transaction, the one that records the mails. Every read goes search by search through
 * indexes (the searches of one frequency in id order, then each one's matches by time): planned
 * as joins, they read every match of every search.
 */
export const alertDigestsRepository = {
  /**
   * Up to `limit` searches of `frequency`, in id order after `after`, with matches recorded
   * before `before` and not mailed yet: each with its `homes` newest matches.
   */
  async searchesToMail(
    tx: Db,
    on: { frequency: AlertFrequency; before: Date; after: string | undefined },
    limit: number,
    homes: number,
  ): Promise<SearchToMail[]> {
    return rawRows<SearchToMail>(
      tx,
      sql`
      with picked as (
        select s.* from saved_searches s
        where s.frequency = ${on.frequency}
          and s.id > ${on.after ?? '00000000-0000-0000-0000-000000000000'}::uuid
          and (select true from alert_matches m where ${unmailed(on.before)} limit 1)
        order by s.id
        limit ${limit})
      select s.id as "searchId", s.name, s.query, u.email, u.language, n.total, h.homes
      from picked s
      join users u on u.id = s.user_id
      cross join lateral (
        select count(*)::integer as total from alert_matches m where ${unmailed(on.before)}) n
      cross join lateral (
        select coalesce(json_agg(home order by home.matched_at desc, home.id), '[]') as homes
        from (
          select l.id, l.type, l.name, l.offer, l.regular_price as "regularPrice",
                 l.discounted_price as "discountedPrice", l.images -> 0 as image, m.matched_at
          from alert_matches m join listings l on l.id = m.listing_id
          where ${unmailed(on.before)}
          order by m.matched_at desc, l.id
          limit ${homes}) home) h
      order by s.id`,
    );
  },

  /** Marks the matches of `searchIds` recorded before `before` as mailed. */
  async markMailed(tx: Db, searchIds: string[], before: Date): Promise<void> {
    if (searchIds.length === 0) return;
    await tx.execute(sql`
      update saved_searches set mailed_before = ${at(before)}
      where id = any(${arrayParam(searchIds)}::uuid[])`);
  },
};
