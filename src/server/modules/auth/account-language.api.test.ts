import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '../../../shared/api-errors';
import { hindi } from '../../../shared/texts/hi/catalogue';
import { cookieFrom, signUp, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { users } from '../users/users.table';

const PUBLIC_URL = 'http://homes.test:8080';

let smtp: SmtpSink;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'accounts@homes.test', PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const origin = { origin: PUBLIC_URL };

const languageOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.language;

const putLanguage = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    headers: { ...origin, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

/** Signs up with these headers; the new account's id. */
async function signUpWith(headers: Record<string, string>): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...origin, ...headers },
    payload: { name: 'Asha', email: uniqueEmail(), password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { id: string } }>().user.id;
}

describe('the language an account reads', () => {
  it('starts as the visitor chose: the cookie, else the language the page asked in, else English', async () => {
    expect(await languageOf(await signUpWith({ cookie: 'homestead_language=hi' }))).toBe('hi');
    expect(await languageOf(await signUpWith({ 'accept-language': 'hi' }))).toBe('hi');
    expect(
      await languageOf(
        await signUpWith({ cookie: 'homestead_language=en', 'accept-language': 'hi' }),
      ),
    ).toBe('en');
    expect(await languageOf(await signUpWith({}))).toBe('en');
  });

  it('is changed by PUT /api/me/language, for the signed-in user only', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const response = await putLanguage(user.cookie, { language: 'hi' });
    expect(response.statusCode).toBe(204);
    expect(await languageOf(user.id)).toBe('hi');
    expect(await languageOf(other.id)).toBe('en');
    expect((await putLanguage(user.cookie, { language: 'en' })).statusCode).toBe(204);
    expect(await languageOf(user.id)).toBe('en');
  });

  it('refuses a visitor (401), a language we do not speak and a missing one (400), changing nothing', async () => {
    const user = await signUp(t);
    const visitor = await putLanguage(undefined, { language: 'hi' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe(ACCOUNT_ERROR_CODES.unauthenticated);
    for (const payload of [{ language: 'fr' }, {}, { language: 'HI' }, { language: ['hi'] }]) {
      const response = await putLanguage(user.cookie, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await languageOf(user.id)).toBe('en');
  });

  it('writes its mails: a Hindi account gets the reset mail in Hindi, linking the Hindi page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...origin, cookie: 'homestead_language=hi' },
      payload: { name: 'Ravi', email: uniqueEmail(), password: 'correct horse battery' },
    });
    const { email } = response.json<{ user: { email: string } }>().user;
    expect(cookieFrom(response)).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe(hindi.mail.resetPassword.subject);
    expect(mail.text).toContain(hindi.mail.resetPassword.greeting({ name: 'Ravi' }));
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/hi/reset-password\\?token=\\w+`));
  });
});
