// `node scripts/bench/messages-live.mjs`: the live channel of messages at scale (decision 36).
// One instance as it runs in production (its own process, on a PostgreSQL database of its own),
// 2,000 open event streams (250 accounts × 8, the per-account cap), then events published as the
// messages module publishes them (pg_notify on the live channel):
//   PASS when the instance's resident memory grows by at most 100 MB for the 2,000 streams and
//   95% of the events reach their streams within 1 s; exit 1 otherwise.
// Needs PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres).
// LIVE_BENCH_STREAMS / LIVE_BENCH_EVENTS change the figures (a quick try).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../pg-client.mjs';
import { freePort, spawnApp } from '../spawn-app.mjs';
import { signUpPerson } from './bench-accounts.mjs';

const PER_ACCOUNT = 8;
const STREAMS = Number(process.env.LIVE_BENCH_STREAMS ?? 2000);
const EVENTS = Number(process.env.LIVE_BENCH_EVENTS ?? 300);
const EVENTS_PER_SECOND = 50;
const RSS_BUDGET_MB = 100;
const P95_BUDGET_MS = 1000;
const CHANNEL = 'homestead_live';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `homestead_bench_live_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line[1]) / 1024;
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const sentAt = new Map();
const latencies = [];

/** Holds a stream open; every event read records its time since it was sent. */
function holdStream(origin, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/me/events`, { agent, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1];
          buffer = buffer.slice(end + 2);
          const sent = data && sentAt.get(JSON.parse(data).messageId);
          if (sent) latencies.push(performance.now() - sent);
        }
      });
      res.on('error', () => {});
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function inBatches(count, size, make) {
  const made = [];
  for (let i = 0; i < count; i += size) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)),
      )),
    );
  }
  return made;
}

await withClient(adminUrl, (c) => c.query(`create database ${name}`));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let app;
let failed = false;
try {
  app = await spawnApp({
    name: 'live-bench',
    env: {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      AUTH_RATE_LIMIT: '1000000',
      JOBS_POLL_S: '3600',
      LOG_LEVEL: 'warn',
    },
    readyUrl: `${origin}/api/health/ready`,
    timeoutMs: 120_000,
  });
  const accounts = await inBatches(Math.ceil(STREAMS / PER_ACCOUNT), 4, (i) =>
    signUpPerson(origin, `Live Bench ${i}`),
  );
  // Warm the route once, so that what is measured is the streams, not the code loading.
  (await holdStream(origin, accounts[0].cookie)).destroy();
  await sleep(2000);
  const before = rssMb(app.pid);

  const opened = performance.now();
  const streams = await inBatches(STREAMS, 100, (i) =>
    holdStream(origin, accounts[Math.floor(i / PER_ACCOUNT)].cookie),
  );
  const openSeconds = (performance.now() - opened) / 1000;
  await sleep(3000);
  const after = rssMb(app.pid);

  // Events as the messages module publishes them: pg_notify on the live channel, here from a
  // connection of the benchmark's own, at a steady rate.
  await withClient(databaseUrl, async (db) => {
    for (let i = 0; i < EVENTS; i++) {
      const account = accounts[i % accounts.length];
      const event = { type: 'message', conversationId: randomUUID(), messageId: randomUUID() };
      sentAt.set(event.messageId, performance.now());
      await db.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ userId: account.id, event }),
      ]);
      await sleep(1000 / EVENTS_PER_SECOND);
    }
  });
  const expected = EVENTS * Math.min(PER_ACCOUNT, STREAMS);
  for (let waited = 0; latencies.length < expected && waited < 10_000; waited += 100)
    await sleep(100);
  for (const stream of streams) stream.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const grew = after - before;
  const rssPass = grew <= RSS_BUDGET_MB;
  const latencyPass = sorted.length >= expected * 0.99 && p95 <= P95_BUDGET_MS;
  failed = !(rssPass && latencyPass);
  console.log(
    `live channel: ${STREAMS} streams of ${accounts.length} accounts opened in ${openSeconds.toFixed(1)} s`,
  );
  console.log(
    `  memory: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after, +${grew.toFixed(1)} MB ` +
      `(${((grew * 1024) / STREAMS).toFixed(1)} kB a stream; budget +${RSS_BUDGET_MB} MB) ${rssPass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  delivery: ${sorted.length} of ${expected} events read; p50 ${p50?.toFixed(1)} ms, ` +
      `p95 ${p95?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (budget p95 ${P95_BUDGET_MS} ms) ` +
      `${latencyPass ? 'PASS' : 'FAIL'}`,
  );
} catch (error) {
  failed = true;
  console.error(error);
  if (app) console.error(app.output().slice(-4000));
} finally {
  await app?.stop();
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}
process.exit(failed ? 1 : 0);
