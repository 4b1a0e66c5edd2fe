import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("runs the app's jobs in the order they declare: expiry, alerts, then the mail delivery", async () => {
  // The sweeps are periodic and first due seconds after a start: only the every-poll jobs run.
  expect(await t.app.runDueJobs()).toEqual(['listing-expiry', 'alerts', 'mail-delivery']);
});
