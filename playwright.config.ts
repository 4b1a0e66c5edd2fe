import { defineConfig, devices } from '@playwright/test';
import { accountServices, moderatorAccount } from './e2e/support/accounts';
import { CLUSTER_JOURNEYS } from './e2e/support/cluster-journeys.mjs';

/**
 * End-to-end tests against the built app (`npm run build` first; `npm test` does it). The server
 * runs with a fresh embedded database and demo data for each run (scripts/e2e-server.mjs).
 * The browser is the system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
// The slow phone's run (E2E_HOLD_SCRIPTS_MS, with `taskset -c 0`): every wait three times as
// long. A lost tap never shows its result however long a step waits; a slow one does, later.
const slowPhone = Number(process.env.E2E_HOLD_SCRIPTS_MS ?? 0) > 0 ? 3 : 1;
// `npm test` sets it when the cluster's run (on a desktop, through the balancer) follows: the
// journeys that write state then run here on the phone only (e2e/support/cluster-journeys.mjs).
const desktopIgnores = process.env.E2E_CLUSTER_TAKES_DESKTOP
  ? CLUSTER_JOURNEYS.map((file) => `**/${file.slice(file.lastIndexOf('/') + 1)}`)
  : [];

/** The journeys that depend on a phone's pixel density (see the projects below). */
const PHONE_DENSITY_SPEC = '**/images.spec.ts';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  // On CI one retry, reported as flaky in the summary: two cores shared by two browsers and two
  // servers stretch a step past its timeout now and then; a test that fails twice still fails.
  retries: isCI ? 1 : 0,
  // On CI a journey may take longer than on a quiet machine: the shared host's speed varies by a
  // factor of two between runs (the same suite took 10 and 26 minutes), and a slow run must not
  // fail a journey that works.
  timeout: (isCI ? 45_000 : 30_000) * slowPhone,
  // Some 200 journeys in two layouts and two languages on two cores take 15–26 minutes on this
  // shared host; the bound catches a hung run, not a slow one (CI allows 90 minutes in all).
  globalTimeout: 50 * 60_000 * slowPhone,
  expect: { timeout: 5_000 * slowPhone },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
    // A trace snapshots the page at every step: recorded for every journey, it doubled the
    // desktop's Load More journeys (a hundred clicks on a list of 200 cards). On CI, where a
    // failed journey is tried again, the retry records one; elsewhere every failure keeps one.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      // A Pixel 7's screen, its touch and its browser, drawn at one device pixel per CSS pixel:
      // the layout is the phone's, and each frame costs the machine's two cores a seventh of
      // the phone's 2.6× density (the journeys took 10% less time).
      name: 'phone',
      testIgnore: [PHONE_DENSITY_SPEC],
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions },
    },
    {
      // Which photo variants a phone downloads depends on its density: that spec keeps the real one.
      name: 'phone-density',
      testMatch: [PHONE_DENSITY_SPEC],
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: desktopIgnores,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      // Mail capture and OpenID Connect provider for the account journeys (accounts.spec.ts).
      command: 'node e2e/support/accounts-services.mjs',
      url: `http://127.0.0.1:${accountServices.servicesPort}/health`,
      env: {
        E2E_SMTP_PORT: String(accountServices.smtpPort),
        E2E_OIDC_PORT: String(accountServices.oidcPort),
        E2E_SERVICES_PORT: String(accountServices.servicesPort),
      },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      env: {
        E2E_PORT: String(port),
        E2E_SMTP_URL: `smtp://127.0.0.1:${accountServices.smtpPort}`,
        OIDC_ISSUER: `http://127.0.0.1:${accountServices.oidcPort}`,
        OIDC_CLIENT_ID: 'homestead-e2e',
        OIDC_CLIENT_SECRET: 'homestead-e2e-secret',
        AUTH_SECRET: accountServices.authSecret,
        E2E_ADMIN_EMAILS: moderatorAccount.email,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // A second app, empty, whose owners verify their e-mail address before publishing
      // (PUBLISH_REQUIRES_VERIFIED_EMAIL=true; verified-publishing.spec.ts). Always one instance.
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${accountServices.verifiedAppPort}/api/health`,
      env: {
        E2E_PORT: String(accountServices.verifiedAppPort),
        E2E_CLUSTER: '',
        E2E_DEMO_DATA: 'false',
        E2E_PUBLISH_REQUIRES_VERIFIED_EMAIL: 'true',
        E2E_SMTP_URL: `smtp://127.0.0.1:${accountServices.smtpPort}`,
        AUTH_SECRET: accountServices.authSecret,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
