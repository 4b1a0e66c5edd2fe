import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { readiness } from './readiness';

/** The storage answers the readiness check with a failure while this is set. */
let storageDown = false;
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      storage: (local) => ({
        ...local,
        check: () => (storageDown ? Promise.reject(new Error('unreachable')) : local.check()),
      }),
    },
  );
});
afterAll(() => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

describe('health', () => {
  it('says live and ready when everything answers, never from a cache', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the storage cannot be reached, and is again once it can', async () => {
    storageDown = true;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The storage cannot be reached',
      });
      // Liveness is about the process only: restarting it would not bring the storage back.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      storageDown = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready on a database behind this build (another instance still migrating)', async () => {
    const behind = await createTestApp();
    try {
      // The newest migration's record gone, as if it had not run yet.
      const { db } = behind.database;
      const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      const saved = (await db.execute(
        sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
      )) as { rows: { hash: string; created_at: string }[] };
      const { hash, created_at: createdAt } = saved.rows[0]!;
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
      const response = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('Database migrations are not applied yet');
      // The other instance finishes.
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${createdAt})`,
      );
      expect(
        (await behind.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode,
      ).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('readiness', () => {
  it('is starting until the app is ready, and stopping from the moment it begins to close', async () => {
    const app = Fastify();
    await app.register(readiness);
    const seen: string[] = [app.readiness.state];
    app.addHook('preClose', async () => {
      seen.push(app.readiness.state);
    });
    await app.ready();
    seen.push(app.readiness.state);
    await app.close();
    expect(seen).toEqual(['starting', 'ready', 'stopping']);
  });
});
