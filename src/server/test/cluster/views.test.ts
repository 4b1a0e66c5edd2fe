import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingStatistics } from '../../../shared/schemas/statistics';
import { createClient } from '../chaos/traffic';
import { PHONE_BROWSER } from '../statistics';
import { startCluster, type Cluster } from './cluster';
import { nginxUnavailable } from './nginx';

/**
 * Views through both instances behind nginx (round robin, no stickiness): each instance holds
 * its views in memory for a moment, and the database counts a person once a day whichever
 * instance wrote them (docs/product.md#listing-statistics).
 */
const skipReason = nginxUnavailable();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipReason)('views on two instances behind nginx', () => {
  let cluster: Cluster;
  let db: pg.Client;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it('counts each person once, whichever instance each of their views reached', async () => {
    const owner = await createClient(cluster.url, () => {}).signUp();
    expect(owner).toBeDefined();
    const { rows } = await db.query<{ id: string }>(
      `insert into listings (type, name, bedrooms, bathrooms, parking, furnished, location, offer,
         regular_price, images, lat, lng, user_id)
       values ('rent', 'Cluster viewed flat', 2, 1, false, true, '1 Cluster Road, Pune', false,
         25000, '[{"key":"images/cluster.webp","width":1600,"height":1200}]', 18.52, 73.85, $1)
       returning id`,
      [owner!.id],
    );
    const listingId = rows[0]!.id;
    const view = (address: string) =>
      fetch(`${cluster.url}/api/listings/${listingId}/views`, {
        method: 'POST',
        headers: {
          origin: cluster.url,
          'user-agent': PHONE_BROWSER,
          'content-type': 'text/plain;charset=UTF-8',
          'x-forwarded-for': address,
        },
      });

    const before = (await cluster.nginx.accessLog()).length;
    // Three people, each opening the page four times: round robin sends each to both instances.
    const people = ['198.18.7.1', '198.18.7.2', '198.18.7.3'];
    for (let round = 0; round < 4; round++) {
      for (const address of people) expect((await view(address)).status).toBe(204);
    }
    const beacons = (await cluster.nginx.accessLog())
      .slice(before)
      .filter((line) => line.includes('/views'));
    expect(new Set(beacons.map((line) => line.split(' ')[2])).size).toBe(2);

    // Each instance writes within 2 s; a view shows well within the minute the product allows.
    const started = Date.now();
    let statistics: ListingStatistics | undefined;
    while (Date.now() - started < 20_000) {
      const response = await fetch(`${cluster.url}/api/listings/${listingId}/statistics`, {
        headers: { cookie: owner!.cookie },
      });
      expect(response.status).toBe(200);
      statistics = (await response.json()) as ListingStatistics;
      if (statistics.totals.views >= people.length) break;
      await sleep(250);
    }
    const seconds = (Date.now() - started) / 1000;
    // Both instances have written by now: wait one more interval, the count must not move.
    await sleep(2_500);
    const settled = (
      await db.query<{ views: number }>(
        'select coalesce(sum(views), 0)::int as views from listing_views_daily where listing_id = $1',
        [listingId],
      )
    ).rows[0]!.views;
    expect(statistics?.totals.views).toBe(people.length);
    expect(settled).toBe(people.length);
    console.info(
      `cluster: ${people.length * 4} views of ${people.length} people across 2 instances counted ` +
        `${settled}, shown after ${seconds.toFixed(1)} s`,
    );
  });
});
