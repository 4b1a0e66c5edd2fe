import path from 'node:path';
import { commonTexts } from '../shared/texts/common';
import { envSchema } from './config-env';

/** The app's settings, read from the environment (config-env.ts checks each variable). */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  smtpUrl: string | undefined;
  mailFrom: string;
  geocoder: {
    driver: 'offline' | 'google' | 'nominatim';
    apiKey: string | undefined;
    url: string | undefined;
  };
  geocodingEnabled: boolean;
  map: { tileUrl: string; attribution: string };
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  authSecret: string | undefined;
  redisUrl: string | undefined;
  /** Sign-in, sign-up and reset attempts allowed per minute, per address and per e-mail. */
  authRateLimit: number;
  /** Per-client and per-account limits of the API's costly routes. */
  limits: {
    /** Searches, map views and place suggestions per minute, per client. */
    searchPerMinute: number;
    /** Owner contact lookups (GET /api/users/:id) per minute, per client. */
    contactPerMinute: number;
    /** Listing saves (publish or edit) per hour, per account. */
    savesPerHour: number;
    /** Live channels (/api/me/events) one instance holds at once; past it 503 with Retry-After. */
    liveConnections: number;
    /** Listings of searched places kept in memory at most (cell-store.ts); 0: none. */
    searchMemoryListings: number;
    /** Messages sent (new conversations included) per minute, per account. */
    messagesPerMinute: number;
    /** Listing views recorded (POST /api/listings/:id/views) per minute, per client. */
    viewsPerMinute: number;
  };
  /**
   * Whether publishing needs a verified e-mail address: sign-up then mails a verification link,
   * and an account whose address is not verified may not publish (docs/product.md#accounts).
   */
  publishRequiresVerifiedEmail: boolean;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** How long a shutdown waits for requests in flight, in seconds. */
  shutdownTimeoutS: number;
  /** How often each instance looks for due background jobs, in seconds. */
  jobsPollS: number;
  /** Bearer token /metrics requires; unset leaves it open. */
  metricsToken: string | undefined;
  /** The moderators: accounts with these e-mails (lower case), read on every request. */
  adminEmails: string[];
  /** Days after its last creation, edit or renewal that a listing expires. */
  listingTtlDays: number;
  /**
   * End-to-end tests only: a file holding how many milliseconds the app's clock runs ahead
   * (lib/file-clock.ts). Unset in production.
   */
  testClockFile: string | undefined;
  /** Where a test run keeps the demo's processed photos for its next seed (tests only). */
  demoPhotoCacheDir: string | undefined;
}

/** A configuration error: its message is one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function need(env: Record<string, string | undefined>, names: string[], because: string) {
  for (const name of names) {
    if (!env[name]) throw new ConfigError(`${name} must be set ${because}`);
  }
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) {
    // Trust the first n hops in front of the app.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Reads the environment into a typed config; throws ConfigError naming the first bad variable. */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): Config {
  const env: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = rawEnv[key]?.trim();
    env[key] = value === '' ? undefined : value;
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message} (got "${env[name]}")`);
  }
  const e = parsed.data;

  if (e.STORAGE_DRIVER === 's3') {
    need(env, ['S3_BUCKET', 'S3_REGION'], 'when STORAGE_DRIVER=s3');
  }
  if (e.GEOCODER === 'google') need(env, ['GEOCODER_API_KEY'], 'when GEOCODER=google');
  if (e.GOOGLE_CLIENT_ID || e.GOOGLE_CLIENT_SECRET) {
    need(env, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], 'to enable Google sign-in');
  }
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET) {
    need(env, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], 'to enable OIDC sign-in');
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : { driver: 'local', dir: path.join(dataDir, 'storage') },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${commonTexts.appName} <no-reply@${new URL(publicUrl).hostname}>`,
    geocoder: { driver: e.GEOCODER, apiKey: e.GEOCODER_API_KEY, url: e.GEOCODER_URL },
    geocodingEnabled: e.GEOCODING_ENABLED,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    authSecret: e.AUTH_SECRET,
    redisUrl: e.REDIS_URL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    limits: {
      searchPerMinute: e.SEARCH_RATE_LIMIT,
      contactPerMinute: e.CONTACT_RATE_LIMIT,
      savesPerHour: e.LISTING_SAVE_LIMIT,
      liveConnections: e.LIVE_CONNECTIONS_MAX,
      searchMemoryListings: e.SEARCH_MEMORY_LISTINGS,
      messagesPerMinute: e.MESSAGE_RATE_LIMIT,
      viewsPerMinute: e.VIEW_RATE_LIMIT,
    },
    publishRequiresVerifiedEmail: e.PUBLISH_REQUIRES_VERIFIED_EMAIL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutS: e.SHUTDOWN_TIMEOUT_S,
    jobsPollS: e.JOBS_POLL_S,
    metricsToken: e.METRICS_TOKEN,
    adminEmails: e.ADMIN_EMAILS,
    listingTtlDays: e.LISTING_TTL_DAYS,
    testClockFile: e.TEST_CLOCK_FILE,
    demoPhotoCacheDir: e.DEMO_PHOTO_CACHE_DIR,
  };
}
