import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createInfrastructure } from '../infra/infrastructure';
import { systemClock } from '../lib/clock';
import { createAccounts } from '../modules/auth/accounts';
import { createMail } from '../modules/mail/mail.service';
import { TEST_ORIGIN, uniqueEmail } from '../test/accounts';
import { createTestDatabase } from '../test/database';
import { inputHygiene } from './input-hygiene';

/**
 * The real better-auth mount (its own parsers under /api/auth), with and without the plugin in
 * front: what the plugin changes for sign-up, the endpoint of the NUL and deep-JSON cases.
 */
let database: Database;
let dataDir: string;
let guarded: FastifyInstance;
let bare: FastifyInstance;

async function appWithAccounts(withHygiene: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (withHygiene) await app.register(inputHygiene);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const infra = createInfrastructure(config, app.log);
  app.addHook('onClose', () => infra.close());
  const accounts = await createAccounts(config, {
    db: database.db,
    log: app.log,
    mail: createMail({
      db: database.db,
      mailer: infra.mailer,
      clock: systemClock,
      log: app.log,
      host: new URL(config.publicUrl).hostname,
    }),
    redis: infra.redis,
    trustedOrigins: infra.trustedOrigins,
    rateLimit: { max: 10_000 },
  });
  await app.register(accounts.routes, { prefix: '/api' });
  await app.ready();
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'homestead-hygiene-'));
  database = await createTestDatabase();
  guarded = await appWithAccounts(true);
  bare = await appWithAccounts(false);
});
afterAll(async () => {
  await guarded?.close();
  await bare?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const signUp = (app: FastifyInstance, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload,
  });

const body = (fields: Record<string, unknown>) =>
  JSON.stringify({ email: uniqueEmail(), password: 'correct horse battery', ...fields });

/** The case: an extra field nested 5,000 deep, about 30 KB. */
const deep = () =>
  `{"email":"${uniqueEmail()}","password":"correct horse battery","name":"Deep",` +
  `"x":${'{"a":'.repeat(4999)}{}${'}'.repeat(4999)}}`;

describe('sign-up through better-auth behind input hygiene', () => {
  it('refuses a NUL in the name with 400 VALIDATION_FAILED (was 422 FAILED_TO_CREATE_USER)', async () => {
    const before = await signUp(bare, body({ name: 'Bad\u0000name' }));
    expect(before.statusCode).toBe(422);
    const response = await signUp(guarded, body({ name: 'Bad\u0000name' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/^name must not contain a NUL/);
  });

  it('refuses a 5,000-deep extra field with 400 (was a 500 with body null)', async () => {
    const before = await signUp(bare, deep());
    expect(before.statusCode).toBe(500);
    const response = await signUp(guarded, deep());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/deeper than 20 levels/);
  });

  it('still signs up an ordinary user', async () => {
    const response = await signUp(guarded, body({ name: 'Zoë Ünïcode 😀' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Zoë Ünïcode 😀');
  });
});
