import { sql } from 'drizzle-orm';
import type { AlertFrequency } from '../../../shared/schemas/saved';
import type { Db } from '../../db/client';
import { at, rawRows, textArray } from '../../db/raw-rows';
import type { StoredImage } from '../../lib/images/image-store';
import type { ListingType } from '../../../shared/constants';

/** A search with matches to mail, its newest homes, and how many it has in all. */
export interface SearchToMail {
  searchId: string;
  name: string;
  query: string;
  email: string;
  total: number;
  homes: {
    id: string;
    type: ListingType;
    name: string;
    offer: boolean;
    regularPrice: number;
    discountedPrice: number | null;
    image: StoredImage | null;
  }[];
}

/**
 * SQL that turns recorded matches (alert_matches) into mails; each runs in the caller's
 * transaction, the one that records the mails.
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
    const unmailed = (alias: string) =>
      sql.raw(`${alias}.mail_key is null and ${alias}.matched_at < `);
    return rawRows<SearchToMail>(
      tx,
      sql`
        with picked as (
          select m.search_id from alert_matches m
          join saved_searches s on s.id = m.search_id
          where ${unmailed('m')}${at(on.before)} and s.frequency = ${on.frequency}
            and m.search_id > ${on.after ?? '00000000-0000-0000-0000-000000000000'}::uuid
          group by m.search_id
          order by m.search_id
          limit ${limit})
        select s.id as "searchId", s.name, s.query, u.email, n.total, h.homes
        from picked
        join saved_searches s on s.id = picked.search_id
        join users u on u.id = s.user_id
        cross join lateral (
          select count(*)::integer as total from alert_matches m
          where m.search_id = s.id and ${unmailed('m')}${at(on.before)}) n
        cross join lateral (
          select coalesce(json_agg(home order by home.matched_at desc, home.id), '[]') as homes
          from (
            select l.id, l.type, l.name, l.offer, l.regular_price as "regularPrice",
                   l.discounted_price as "discountedPrice", l.images -> 0 as image, m.matched_at
            from alert_matches m join listings l on l.id = m.listing_id
            where m.search_id = s.id and ${unmailed('m')}${at(on.before)}
            order by m.matched_at desc, l.id
            limit ${homes}) home) h
        order by s.id`,
    );
  },

  /** Names the mail each search's unmailed matches (recorded before `before`) went out in. */
  async markMailed(tx: Db, mails: { searchId: string; key: string }[], before: Date) {
    if (mails.length === 0) return;
    await tx.execute(sql`
        update alert_matches m set mail_key = k.key
        from unnest(${textArray(mails.map((mail) => mail.searchId))},
                    ${textArray(mails.map((mail) => mail.key))}) as k(search_id, key)
        where m.search_id = k.search_id::uuid and m.mail_key is null
          and m.matched_at < ${at(before)}`);
  },
};
