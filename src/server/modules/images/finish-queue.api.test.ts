import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Storage } from '../../lib/storage/storage';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import {
  patchUpload,
  postUpload,
  stagedBytes,
  startUpload,
  testJpeg,
  tusHeaders,
} from '../../test/uploads';
import { pendingImages } from './pending-images.table';
import { stagedUploads } from './staged-uploads.table';

/**
 * Finished uploads wait for a processing slot in a bounded queue: one slot and one place to wait
 * here. The storage holds every write until the test lets it go, so the uploads taken on stay
 * taken on while the others arrive.
 */
let t: TestContext;
let user: SignedUpUser;
let letWritesGo: () => void = () => undefined;
let writesHeld = Promise.resolve();
/** The images whose files are being written (held or not). */
const imagesWriting = new Set<string>();

function holdWrites() {
  writesHeld = new Promise((resolve) => (letWritesGo = resolve));
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      uploadLimits: { perUser: 1000, processingSlots: 1, finishQueue: 1 },
      storage: (local): Storage => ({
        ...local,
        put: async (key, body, type) => {
          imagesWriting.add(key.slice(0, key.lastIndexOf('/')));
          await writesHeld;
          return local.put(key, body, type);
        },
      }),
    },
  );
  user = await signUp(t);
});
afterAll(() => {
  letWritesGo();
  return t.close();
});

const headers = (extra: Record<string, string>) => ({
  ...tusHeaders,
  cookie: user.cookie,
  origin: t.config.publicUrl,
  ...extra,
});

const createUpload = (length: number) => startUpload(t, user.cookie, length, 'queued.jpg');

const patch = (url: string, offset: number, data: Buffer) =>
  patchUpload(t, user.cookie, url, offset, data);

/** Resolves with the first `count` answers to arrive, in the order they arrived. */
function firstAnswers(requests: Promise<LightMyRequestResponse>[], count: number) {
  const answers: LightMyRequestResponse[] = [];
  return new Promise<LightMyRequestResponse[]>((resolve) => {
    for (const request of requests) {
      void request.then((answer) => {
        answers.push(answer);
        if (answers.length === count) resolve([...answers]);
      });
    }
  });
}

/** The ids of the staged (unfinished) uploads, wherever this app stages them. */
async function readdirOrRows(): Promise<string[]> {
  if (t.database.kind === 'postgres') {
    const rows = await t.database.db.select({ id: stagedUploads.id }).from(stagedUploads);
    return rows.map((row) => row.id).sort();
  }
  const names = await readdir(path.join(t.dataDir, 'uploads')).catch(() => []);
  return names.filter((name) => !name.endsWith('.json')).sort();
}

const pendingCount = async () =>
  (await t.database.db.select().from(pendingImages).where(eq(pendingImages.userId, user.id)))
    .length;

function expectBusy(answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.json().error.code).toBe('UPLOAD_BUSY');
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('finished uploads past the processing slots and the queue', () => {
  it('are refused with 503 and Retry-After, keep nothing of that request, and go through when sent again', async () => {
    const files = await Promise.all([1, 2, 3, 4].map((seed) => testJpeg(400, 300, seed)));
    const urls = await Promise.all(files.map((file) => createUpload(file.length)));
    const half = files.map((file) => Math.floor(file.length / 2));
    for (const [i, url] of urls.entries()) {
      expect((await patch(url, 0, files[i]!.subarray(0, half[i]))).statusCode).toBe(204);
    }
    const before = await pendingCount();

    holdWrites();
    const finishing = urls.map((url, i) => patch(url, half[i]!, files[i]!.subarray(half[i])));
    const refused = await firstAnswers(finishing, 2);
    for (const answer of refused) expectBusy(answer);
    letWritesGo();
    const answers = await Promise.all(finishing);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503, 503]);
    expect(await pendingCount()).toBe(before + 2);

    // The refused ones are back where their last request began; sent again, they are stored.
    for (const [i, url] of urls.entries()) {
      if (answers[i]!.statusCode !== 503) continue;
      const head = await t.app.inject({ method: 'HEAD', url, headers: headers({}) });
      expect(head.headers['upload-offset']).toBe(String(half[i]));
      expect((await stagedBytes(t, url.slice(url.lastIndexOf('/') + 1))).length).toBe(half[i]);
      const again = await patch(url, half[i]!, files[i]!.subarray(half[i]));
      expect(again.statusCode, again.body).toBe(200);
    }
    expect(await pendingCount()).toBe(before + 4);
  });

  it('refuses a creating request that carries a whole file before counting it', async () => {
    const small = await testJpeg(64, 64);
    holdWrites();
    imagesWriting.clear();
    const taken = [postUpload(t, user.cookie, small), postUpload(t, user.cookie, small)];
    // Both places are taken once the two images are being stored.
    while (imagesWriting.size < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const staged = await readdirOrRows();
    expectBusy(await postUpload(t, user.cookie, small));
    // Nothing was created for it.
    expect(await readdirOrRows()).toEqual(staged);
    letWritesGo();
    for (const answer of await Promise.all(taken)) expect(answer.statusCode).toBe(201);
  });
});
