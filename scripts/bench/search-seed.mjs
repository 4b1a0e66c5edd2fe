// The search benchmark's listings: a realistic mix over sixteen Indian cities (by weight), prices
// of rent and sale, 1–6 bedrooms, features and offers, and the listing facts as owners give them:
// most with an area that fits their bedrooms, some with a floor, rents with deposits and
// maintenance, preferred tenants mostly none, random amenities, availability mostly none or past
// and some ahead. Set-based SQL that keeps every CHECK. One
// is created every 7 seconds back from 2026-11-22 12:00 UTC (81 days for a million), and last
// renewed then (the expiry benchmark reads that).
import pg from 'pg';

/** [name, lat, lng]: Mumbai, Delhi, Bengaluru and Pune twice as likely as the others. */
const CITIES = [
  ['Mumbai', 19.076, 72.8777],
  ['Mumbai', 19.076, 72.8777],
  ['Delhi', 28.6139, 77.209],
  ['Delhi', 28.6139, 77.209],
  ['Bengaluru', 12.9716, 77.5946],
  ['Bengaluru', 12.9716, 77.5946],
  ['Pune', 18.5204, 73.8567],
  ['Pune', 18.5204, 73.8567],
  ['Hyderabad', 17.385, 78.4867],
  ['Chennai', 13.0827, 80.2707],
  ['Kolkata', 22.5726, 88.3639],
  ['Ahmedabad', 23.0225, 72.5714],
  ['Jaipur', 26.9124, 75.7873],
  ['Lucknow', 26.8467, 80.9462],
  ['Indore', 22.7196, 75.8577],
  ['Kochi', 9.9312, 76.2673],
  ['Noida', 28.5355, 77.391],
  ['Gurugram', 28.4595, 77.0266],
  ['Surat', 21.1702, 72.8311],
  ['Nagpur', 21.1458, 79.0882],
];

const array = (values) => `array[${values.join(', ')}]`;
const names = array(CITIES.map(([name]) => `'${name}'`));
const lats = array(CITIES.map(([, lat]) => lat));
const lngs = array(CITIES.map(([, , lng]) => lng));

const SEED = `
insert into users (id, name, email, created_at, updated_at)
select 'bench-owner-' || g, 'Bench Owner ' || g, 'owner' || g || '@bench.example', now(), now()
from generate_series(1, 500) as g;

-- The grid's counts are made once at the end, not by the trigger for each of a million rows.
alter table listings disable trigger listings_cells_insert_delete;

insert into listings (type, name, bedrooms, bathrooms, parking, furnished, location, offer,
                      regular_price, discounted_price, images, lat, lng, created_at, updated_at,
                      renewed_at, user_id, area, area_type, floor, total_floors, available_from,
                      deposit, maintenance, tenants, amenities)
select type,
       (array['Sunny', 'Quiet', 'Spacious', 'Modern', 'Cosy', 'Bright'])[1 + g % 6]
         || ' Home ' || g,
       bedrooms, 1 + (h3 / 7) % least(bedrooms, 4), (h2 / 5) % 2 = 0, (h3 / 6) % 7 < 3,
       g || ' Main Road, ' || (${names})[1 + h1 % ${CITIES.length}], offer, regular_price,
       case when offer then regular_price - regular_price / 10 end,
       jsonb_build_array(jsonb_build_object('key', 'images/bench-' || md5(g::text)::uuid,
                                            'width', 1600, 'height', 1200)),
       (${lats})[1 + h1 % ${CITIES.length}] + ((h1 / 20) % 2001 - 1000) / 1000.0 * 0.18,
       (${lngs})[1 + h1 % ${CITIES.length}] + ((h4 / 6) % 2001 - 1000) / 1000.0 * 0.18,
       created_at, created_at, created_at, 'bench-owner-' || (1 + g % 500),
       -- 88% give an area, within their bedrooms' usual range (1 BHK 450–750 … 6 BHK 3,000–5,000).
       area, case when area is not null then (array['carpet', 'built_up', 'super_built_up'])[1 + (h5 / 7) % 3] end,
       -- 60% a floor of up to 30.
       case when h6 % 5 < 3 then (h6 / 5) % (1 + (h6 / 160) % 30) end,
       case when h6 % 5 < 3 then 1 + (h6 / 160) % 30 end,
       -- 80% no date, 10% a past one, 10% up to four months ahead.
       case when h7 % 10 = 8 then (created_at - interval '30 days')::date
            when h7 % 10 = 9 then date '2026-11-22' + ((h7 / 10) % 120)::int end,
       -- Rents: a deposit of 2–10 months (70%), maintenance (50%), tenants mostly anyone.
       case when type = 'rent' and h8 % 10 < 7 then regular_price * (2 + (h8 / 10) % 9) end,
       case when type = 'rent' and (h8 / 100) % 2 = 0 then 500 + ((h8 / 200) % 50) * 100 end,
       case when type <> 'rent' or (h8 / 10000) % 20 < 13 then '{}'::text[]
            when (h8 / 10000) % 20 < 16 then '{family}'
            when (h8 / 10000) % 20 = 16 then '{bachelors}'
            when (h8 / 10000) % 20 = 17 then '{company}'
            when (h8 / 10000) % 20 = 18 then '{family,company}'
            else '{bachelors,company}' end,
       -- Each amenity on its own: lift 50%, power backup 45%, security 55%, gym 25%, pool 12%,
       -- piped gas 30%; in the form's order.
       array_remove(array[
         case when h9 % 100 < 50 then 'lift' end,
         case when (h9 / 100) % 100 < 45 then 'power-backup' end,
         case when (h9 / 10000) % 100 < 55 then 'security' end,
         case when (h5 / 3) % 100 < 25 then 'gym' end,
         case when (h6 / 7) % 100 < 12 then 'pool' end,
         case when (h7 / 1300) % 100 < 30 then 'piped-gas' end], null)
from (
  select *,
         case when h2 % 5 < 3 then 'rent' else 'sale' end as type,
         h3 % 6 = 1 as offer,
         1 + h4 % 6 as bedrooms,
         (case when h2 % 5 < 3 then 6000 + ((h4 / 36) % 60) * 2000
               else 2500000 + ((h4 / 36) % 400) * 250000 end)::int as regular_price,
         timestamptz '2026-11-22 12:00:00+00' - g * interval '7 seconds' as created_at,
         case when h5 % 100 < 88
              then (array[450, 750, 1100, 1600, 2200, 3000])[1 + h4 % 6]
                   + (h5 / 100) % (array[300, 450, 700, 1200, 1600, 2000])[1 + h4 % 6] end as area
  from (
    -- Four independent pseudo-random numbers per listing: city, type, offer and features, rooms and price.
    select g,
           abs(hashint4(g)::bigint) as h1,
           abs(hashint4(g + 1000003)::bigint) as h2,
           abs(hashint4(g + 2000003)::bigint) as h3,
           abs(hashint4(g + 3000017)::bigint) as h4,
           -- And five more for the facts.
           abs(hashint4(g + 4000037)::bigint) as h5,
           abs(hashint4(g + 5000011)::bigint) as h6,
           abs(hashint4(g + 6000023)::bigint) as h7,
           abs(hashint4(g + 7000003)::bigint) as h8,
           abs(hashint4(g + 8000009)::bigint) as h9
    from generate_series(1, $1::int) as g
  ) as hashed
) as priced;

alter table listings enable trigger listings_cells_insert_delete;
select listing_cells_rebuild();

-- Every table the rebuild filled too: a live site's autovacuum would have, and without it each
-- kept row is read from the table (its page not yet marked visible) and planned without
-- statistics.
vacuum (analyze) users, listings, listing_cells, listing_cell_totals, listing_cell_prices,
  listing_cell_facts, listing_cell_areas, listing_cell_amenities;

-- The seed's gigabytes written out now, not by a checkpoint during the first searches measured
-- (which then took 55–63 ms at p95 against 7–12).
checkpoint;`;

/** How many listings the database at `url` holds. */
export async function countListings(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from listings');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Fills the migrated database at `url` with `listings` listings. */
export async function seedSearchListings(url, listings) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One statement per call: the VACUUM cannot run inside the insert's implicit transaction.
    for (const statement of SEED.split(/;\s*\n/).filter((s) => s.trim())) {
      await client.query(statement, statement.includes('$1') ? [listings] : []);
    }
  } finally {
    await client.end();
  }
  return countListings(url);
}
