// `npm run bench:messages`: messages between people at scale, through the running app
// (docs/product.md#messages-between-people). Creates a PostgreSQL database of its own, seeds
// 100,000 conversations (one message each) among 10,000 people, one of whom has 1,000 of them
// (500 as an owner, 500 as a seeker), starts the app from source on it, and measures whole
// HTTP requests on the loopback, one at a time:
//   - sending a message (POST /api/conversations/{id}/messages), the two people taking turns so
//     that each message is mailed (its mail recorded in the outbox with it): p95 ≤ 20 ms;
//   - the list of the person with 1,000 conversations (GET /api/me/conversations): p95 ≤ 50 ms.
// Prints the figures and PASS/FAIL lines, exits non-zero on a FAIL; drops the database unless
// --keep.
//
// Beside each time it prints the app process's own CPU time per request (user + system, /proc).
//
//   npm run bench:messages -- [--conversations=100000] [--sends=400] [--lists=300] [--keep]
//   node scripts/bench/messages-api.mjs --app=../other-checkout   (that checkout's app, this
//     script: two versions side by side with the same measures)
//
// BENCH_DATABASE_URL selects the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withClient } from '../pg-client.mjs';
import { APP_FROM_SOURCE, freePort, LIFTED_LIMITS, spawnApp } from '../spawn-app.mjs';
import { benchResources, createBenchDatabase, DEFAULT_ADMIN_URL } from './database.mjs';
import { median, percentile, printChecks, runBench, step, timed } from './harness.mjs';
import { cpuMicros } from './load.mjs';
import { signUpPerson } from './bench-accounts.mjs';

const { values: opts } = parseArgs({
  options: {
    conversations: { type: 'string', default: '100000' },
    sends: { type: 'string', default: '400' },
    lists: { type: 'string', default: '300' },
    keep: { type: 'boolean', default: false },
    app: { type: 'string' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
const dbName = 'homestead_bench_messages';
const total = Number(opts.conversations);
const PEOPLE = 10_000;
const HEAVY_EACH_SIDE = 500;
const resources = benchResources({ adminUrl, dbName, keep: opts.keep });

/**
 * 10,000 people, a listing of each of the measured owners, and `total` conversations with one
 * message each: `heavy` owns 500 (about their listing) and started 500; the rest are between the
 * other people, about listings since deleted (what no query may read differently).
 */
async function seed(url, heavy, owner) {
  await withClient(url, async (db) => {
    await db.query(`
      insert into users (id, name, email)
      select 'bench-' || i, 'Bench Person ' || i, 'bench-' || i || '@bench.example'
      from generate_series(0, ${PEOPLE - 1}) i`);
    const listing = (userId, name) =>
      db.query(
        `insert into listings (type, name, bedrooms, bathrooms, parking, furnished, location, offer,
           regular_price, images, lat, lng, user_id)
         values ('rent', $2, 2, 1, false, true, '1 Bench Road, Pune', false, 25000,
           '[{"key":"images/bench.webp","width":1600,"height":1200}]', 18.52, 73.85, $1)
         returning id`,
        [userId, name],
      );
    const heavyListing = (await listing(heavy.id, 'Busy owner flat')).rows[0].id;
    await listing(owner.id, 'Measured owner flat');
    // Each conversation a minute after the one before, over the last ~70 days.
    const conversation = (select) => `
      insert into conversations (listing_id, about_listing_id, listing_name, owner_id, seeker_id,
        created_at, last_message_at, last_message_preview, last_sender_id, owner_unread)
      select listing_id, about, 'Bench home ' || n, owner_id, seeker_id,
             now() - n * interval '1 minute', now() - n * interval '1 minute',
             'Is the home still available?', seeker_id, n % 3 = 0
      from (${select}) s`;
    await db.query(
      conversation(`select $1::uuid as listing_id, $1::uuid as about, $2 as owner_id,
                           'bench-' || i as seeker_id, i as n
                    from generate_series(1, ${HEAVY_EACH_SIDE}) i`),
      [heavyListing, heavy.id],
    );
    await db.query(
      conversation(`select null::uuid as listing_id, gen_random_uuid() as about,
                           'bench-' || i as owner_id, $1 as seeker_id, i as n
                    from generate_series(${HEAVY_EACH_SIDE + 1}, ${2 * HEAVY_EACH_SIDE}) i`),
      [heavy.id],
    );
    const rest = total - 2 * HEAVY_EACH_SIDE;
    await db.query(
      conversation(`select null::uuid as listing_id, gen_random_uuid() as about,
                           'bench-' || (i % ${PEOPLE}) as owner_id,
                           -- Never the owner: an offset of 1 to PEOPLE - 1 from them.
                           'bench-' || ((i % ${PEOPLE} + 1 + (i / ${PEOPLE}) % ${PEOPLE - 1}) % ${PEOPLE}) as seeker_id,
                           i as n
                    from generate_series(1, ${rest}) i`),
    );
    await db.query(`
      insert into messages (conversation_id, sender_id, text, sent_at)
      select id, seeker_id, last_message_preview, last_message_at from conversations`);
    await db.query('analyze');
  });
  const [row] = await withClient(url, async (db) => {
    const counts = await db.query(
      `select (select count(*) from conversations)::int as conversations,
              (select count(*) from conversations where owner_id = $1 or seeker_id = $1)::int as heavy,
              (select id from listings where user_id = $2) as listing`,
      [heavy.id, owner.id],
    );
    return counts.rows;
  });
  return row;
}

/** Times `count` requests made one after the other by `request(i)`; each must answer `status`. */
async function timedRequests(count, status, request) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (response.status !== status) {
      throw new Error(`request ${i} answered ${response.status}, not ${status}`);
    }
  }
  return times;
}

const ms = (value) => `${value.toFixed(1)} ms`;

await runBench({
  budgetMs: 20 * 60 * 1000,
  cleanup: () => resources.cleanup(),
  main: async () => {
    const url = await timed('created and migrated the database', () =>
      createBenchDatabase(adminUrl, dbName),
    );
    resources.databaseCreated = true;
    resources.tempDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-bench-messages-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const app = await timed(`started the app from source${opts.app ? ` of ${opts.app}` : ''}`, () =>
      spawnApp({
        args: opts.app
          ? ['--import', 'tsx', path.resolve(opts.app, 'src/server/main.ts')]
          : APP_FROM_SOURCE,
        env: {
          ...LIFTED_LIMITS,
          AUTH_RATE_LIMIT: '1000',
          DATABASE_URL: url,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: origin,
          DATA_DIR: resources.tempDir,
        },
        readyUrl: `${origin}/api/health`,
        outputLimit: 20_000,
      }),
    );
    resources.started.push(app);
    const [heavy, owner, seeker] = [
      await signUpPerson(origin, 'Heavy Person'),
      await signUpPerson(origin, 'Measured Owner'),
      await signUpPerson(origin, 'Measured Seeker'),
    ];
    const seeded = await timed(`seeded ${total.toLocaleString('en')} conversations`, () =>
      seed(url, heavy, owner),
    );
    step(`${seeded.conversations} conversations, ${seeded.heavy} of them the heavy person's`);

    const post = (who, pathname, body) =>
      fetch(`${origin}${pathname}`, {
        method: 'POST',
        headers: { origin, cookie: who.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const started = await post(seeker, '/api/conversations', {
      listingId: seeded.listing,
      text: 'Hello, is the flat still available?',
    });
    if (started.status !== 201) throw new Error(`start answered ${started.status}`);
    const { id } = await started.json();
    const send = (i) =>
      post(i % 2 ? owner : seeker, `/api/conversations/${id}/messages`, {
        text: `Message ${i}: when could I come and see it?`,
      });
    const list = () =>
      fetch(`${origin}/api/me/conversations`, { headers: { cookie: heavy.cookie } });
    // What any signed-in request costs here (the session's lookup, one small count): the floor
    // the two measures stand on, on this machine at this moment.
    const floor = () =>
      fetch(`${origin}/api/me/conversations/unread`, { headers: { cookie: heavy.cookie } });

    await timedRequests(40, 201, send);
    await timedRequests(30, 200, list);
    // The app's own CPU time per request (user + system, /proc), which moves far less than the
    // times do on a shared machine. A send's includes what follows its answer (its mail, the
    // live channel), done before the next window is read.
    const cpuPer = async (requests, count) => {
      const before = cpuMicros(app.pid);
      const times = await requests();
      await new Promise((resolve) => setTimeout(resolve, 250));
      const after = cpuMicros(app.pid);
      return {
        times,
        cpu: before === null || after === null ? null : (after - before) / count / 1000,
      };
    };
    const sent = await cpuPer(
      () => timedRequests(Number(opts.sends), 201, (i) => send(i + 40)),
      Number(opts.sends),
    );
    const listed = await cpuPer(
      () => timedRequests(Number(opts.lists), 200, list),
      Number(opts.lists),
    );
    const floored = await cpuPer(
      () => timedRequests(Number(opts.lists), 200, floor),
      Number(opts.lists),
    );
    const [sends, lists, floors] = [sent.times, listed.times, floored.times];
    const cpu = (measured) =>
      measured.cpu === null ? '' : `; the app's CPU ${ms(measured.cpu)} each`;
    const page = await (await list()).json();

    console.log(`
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}
Sending a message (${sends.length}, each mailed): median ${ms(median(sends))}, p95 ${ms(percentile(sends, 95))}, max ${ms(Math.max(...sends))}${cpu(sent)}
A signed-in request's floor (GET /api/me/conversations/unread): median ${ms(median(floors))}, p95 ${ms(percentile(floors, 95))}${cpu(floored)}
The list of a person with ${seeded.heavy} conversations (${lists.length}, ${page.items.length} a page, ${page.unreadCount} unread): median ${ms(median(lists))}, p95 ${ms(percentile(lists, 95))}, max ${ms(Math.max(...lists))}${cpu(listed)}`);
    return printChecks([
      ['sending a message p95 ≤ 20 ms', percentile(sends, 95) <= 20, ms(percentile(sends, 95))],
      [
        'GET /api/me/conversations (1,000 conversations) p95 ≤ 50 ms',
        percentile(lists, 95) <= 50,
        ms(percentile(lists, 95)),
      ],
      [
        'the list holds a full page, latest first',
        page.items.length === 50 && page.nextCursor !== null,
        `${page.items.length} items`,
      ],
    ]);
  },
});
