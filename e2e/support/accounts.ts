import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Where the account journeys' outside services listen (e2e/support/accounts-services.mjs) and the
 * second app, and the auth secret the app under test runs with, so the tests know the demo
 * owners' passwords.
 */
const appPort = Number(process.env.E2E_PORT ?? 3210);
export const accountServices = {
  smtpPort: appPort + 1,
  oidcPort: appPort + 2,
  servicesPort: appPort + 3,
  /** The second app, with PUBLISH_REQUIRES_VERIFIED_EMAIL=true (verified-publishing.spec.ts). */
  verifiedAppPort: appPort + 4,
  authSecret: 'e2e-only-auth-secret-0123456789abcdef0123456789',
};
const servicesUrl = `http://127.0.0.1:${accountServices.servicesPort}`;

/**
 * The moderator of the journeys: the app under test runs with ADMIN_EMAILS naming this address
 * (playwright.config.ts). Whichever journey needs it first signs it up.
 */
export const moderatorAccount = {
  name: 'Mira Moderator',
  email: 'moderator@example.test',
  password: 'moderating journeys 1',
};

/** A demo owner's password: the app derives it from the auth secret (demo-credentials.ts). */
export function demoOwnerPassword(email: string): string {
  return createHmac('sha256', accountServices.authSecret)
    .update(`demo-password:${email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 16);
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the mail the SMTP capture received for `to` (with `subject`, when given), and
 * returns the newest.
 */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  options: { subject?: string; timeout?: number } = {},
): Promise<CapturedMail> {
  let mails: CapturedMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${servicesUrl}/mail?to=${encodeURIComponent(to)}`);
        mails = ((await response.json()) as CapturedMail[]).filter(
          (mail) => options.subject === undefined || mail.subject === options.subject,
        );
        return mails.length;
      },
      { timeout: options.timeout ?? 10_000 },
    )
    .toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

/**
 * Signs in through the OpenID Connect provider as `identity`: `signIn` runs while the provider
 * holds that identity for this test, and a test of another worker that names its own waits
 * until then (one provider serves every worker).
 */
export async function asProviderIdentity(
  request: APIRequestContext,
  identity: { sub: string; email: string; name: string },
  signIn: () => Promise<void>,
) {
  const response = await request.post(`${servicesUrl}/identity`, { data: identity });
  expect(response.ok()).toBe(true);
  try {
    await signIn();
  } finally {
    await request.post(`${servicesUrl}/identity/release`);
  }
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.test`;
}
