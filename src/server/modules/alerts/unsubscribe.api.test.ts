import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { SavedSearch, SavedSearches } from '../../../shared/schemas/saved';
import { resolveAuthSecret } from '../../lib/secrets';
import { publish, saveSearch, testClock } from '../../test/alerts';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { createUnsubscribeTokens } from './unsubscribe-token';

let t: TestContext;
let smtp: SmtpSink;
let searcher: SignedUpUser;
let search: SavedSearch;
/** The List-Unsubscribe URL of the mail the searcher received. */
let oneClick: URL;
const clock = testClock('2026-11-24T06:30:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  searcher = await signUp(t, { name: 'Searcher' });
  search = await saveSearch(t, searcher, {
    name: 'Pune homes',
    query: 'q=Pune',
    frequency: 'instant',
  });
  await publish(t, await signUp(t, { name: 'Owner' }));
  await t.app.runDueJobs();
  const mail = await smtp.waitFor(searcher.email);
  const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')!.line;
  oneClick = new URL(/<(https?:[^>]+)>/.exec(line.replace(/\r?\n\s+/g, ' '))![1]!);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const token = () => oneClick.searchParams.get('token')!;
const frequencyNow = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/me/searches',
    headers: { cookie: searcher.cookie },
  });
  return response.json<SavedSearches>().searches.find((s) => s.id === search.id)?.frequency;
};
const api = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: t.config.publicUrl }, payload });

describe('unsubscribing from a mail', () => {
  it('takes the one-click POST (RFC 8058) without a session: the search is set to never', async () => {
    expect(oneClick.origin).toBe(t.config.publicUrl);
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('You will no longer get e-mails for "Pune homes".');
    expect(await frequencyNow()).toBe('never');
    // Any body, or none, the same.
    for (const payload of [
      '',
      '{"broken',
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--',
    ]) {
      const again = await t.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: {
          'content-type': payload.startsWith('{')
            ? 'application/json'
            : 'multipart/form-data; boundary=x',
        },
        payload,
      });
      expect(again.statusCode).toBe(200);
    }
  });

  it('answers the page with the name and the previous frequency, repeatably, and Undo puts it back', async () => {
    await api('/api/unsubscribe/undo', { token: token(), frequency: 'weekly' });
    const first = await api('/api/unsubscribe', { token: token() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ name: 'Pune homes', previous: 'weekly' });
    // The page opened again (a reload, the link followed twice) still offers "weekly" back.
    const second = await api('/api/unsubscribe', { token: token() });
    expect(second.json()).toEqual({ name: 'Pune homes', previous: 'weekly' });
    expect(await frequencyNow()).toBe('never');

    const undone = await api('/api/unsubscribe/undo', { token: token(), frequency: 'instant' });
    expect(undone.statusCode).toBe(204);
    expect(await frequencyNow()).toBe('instant');
  });

  it('refuses a forged or foreign token with a clear 400, and a deleted search with 404', async () => {
    const forged = `${search.id}.${'A'.repeat(43)}`;
    const otherSecret = createUnsubscribeTokens('another secret of at least thirty-two characters');
    for (const bad of [forged, 'abc', `${token()}x`, otherSecret.tokenFor(search.id)]) {
      const response = await api('/api/unsubscribe', { token: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'INVALID_TOKEN',
        message: 'This unsubscribe link is not valid.',
      });
      const oneClickAnswer = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(oneClickAnswer.statusCode).toBe(400);
      expect(oneClickAnswer.body).toBe('This unsubscribe link is not valid.');
    }
    expect((await t.app.inject({ method: 'POST', url: '/unsubscribe' })).statusCode).toBe(400);
    expect((await api('/api/unsubscribe', {})).statusCode).toBe(400);
    expect(
      (await api('/api/unsubscribe/undo', { token: token(), frequency: 'hourly' })).statusCode,
    ).toBe(400);
    expect(await frequencyNow()).toBe('instant');

    const tokens = createUnsubscribeTokens(await resolveAuthSecret(t.config.dataDir));
    const gone = tokens.tokenFor('00000000-0000-4000-8000-000000000000');
    const response = await api('/api/unsubscribe', { token: gone });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe('This saved search no longer exists.');
    expect(
      (await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${gone}` })).statusCode,
    ).toBe(404);
  });
});
