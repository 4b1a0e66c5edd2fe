// A year of statistics for the views benchmark: 365 days of views for 1,000 listings, and for
// the measured one 1,000 saves and 300 conversations spread over the year; its owner signed up
// through the API so that the statistics are asked as the owner asks them.
import { withClient } from '../pg-client.mjs';
import { signUpPerson } from './bench-accounts.mjs';

const SEEKERS = 1000;
const CONVERSATIONS = 300;

/** Seeds the year; the measured listing's id, its owner's session and what was seeded. */
export async function seedStatistics(url, origin, listingIds) {
  const owner = await signUpPerson(origin, 'Statistics Owner');
  const listingId = listingIds[0];
  await withClient(url, async (db) => {
    await db.query('update listings set user_id = $1 where id = $2', [owner.id, listingId]);
    await db.query(
      `insert into listing_views_daily (listing_id, day, views)
       select l.id, current_date - d, 1 + (abs(hashtext(l.id::text)) + d) % 50
       from unnest($1::uuid[]) as l(id), generate_series(0, 364) d
       on conflict (listing_id, day) do update set views = excluded.views`,
      [listingIds],
    );
    await db.query(
      `insert into users (id, name, email)
       select 'bench-seeker-' || i, 'Bench Seeker ' || i, 'bench-seeker-' || i || '@bench.example'
       from generate_series(1, ${SEEKERS}) i`,
    );
    // Each seeker saved the measured home on a day of the year, and 20 other homes.
    await db.query(
      `insert into saved_homes (user_id, listing_id, saved_at)
       select 'bench-seeker-' || i, $1, now() - (i % 365) * interval '1 day' - i * interval '1 minute'
       from generate_series(1, ${SEEKERS}) i`,
      [listingId],
    );
    await db.query(
      `insert into saved_homes (user_id, listing_id, saved_at)
       select 'bench-seeker-' || i, l.id, now() - (i % 365) * interval '1 day'
       from generate_series(1, ${SEEKERS}) i,
            lateral (select id from unnest($1::uuid[]) as id offset 1 + (i % 900) limit 20) l
       on conflict do nothing`,
      [listingIds],
    );
    await db.query(
      `insert into conversations (listing_id, about_listing_id, listing_name, owner_id, seeker_id,
         created_at, last_message_at, last_message_preview, last_sender_id)
       select $1, $1, 'Bench home', $2, 'bench-seeker-' || i,
              now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day',
              'Is the home still available?', 'bench-seeker-' || i
       from generate_series(1, ${CONVERSATIONS}) i`,
      [listingId, owner.id],
    );
    await db.query('vacuum (analyze) listing_views_daily, saved_homes, conversations, users');
  });
  return { listingId, cookie: owner.cookie, saves: SEEKERS, conversations: CONVERSATIONS };
}
