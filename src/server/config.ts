import path from 'node:path';
import { z } from 'zod';
import { commonTexts } from '../shared/texts/common';

/** Configuration from the environment (docs/product.md#configuration, README). Unset or empty means the default. */

const bool = (name: string) =>
  z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * The moderators' e-mail addresses (ADMIN_EMAILS): trimmed, lower case (accounts keep their
 * e-mail in lower case), without empty entries or repeats.
 */
export function adminEmails(list: string): string[] {
  const emails = list.split(',').map((email) => email.trim().toLowerCase());
  return [...new Set(emails.filter((email) => email !== ''))];
}

/** A limit: a whole number of requests, at least 1. */
const requestCount = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    {
      message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    },
  );

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be an integer')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  DEMO_DATA: bool('DEMO_DATA').optional(),
  STORAGE_DRIVER: z
    .enum(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
    .default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: url('S3_ENDPOINT', ['http:', 'https:']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').optional(),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().optional(),
  GEOCODER: z
    .enum(['offline', 'google', 'nominatim'], {
      message: 'GEOCODER must be offline, google or nominatim',
    })
    .default('offline'),
  GEOCODER_API_KEY: z.string().optional(),
  GEOCODER_URL: url('GEOCODER_URL', ['http:', 'https:']).optional(),
  GEOCODING_ENABLED: bool('GEOCODING_ENABLED').default(true),
  MAP_TILE_URL: z
    .string()
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) && /^https?:\/\//.test(v), {
      message: 'MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: url('OIDC_ISSUER', ['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']).optional(),
  AUTH_RATE_LIMIT: requestCount('AUTH_RATE_LIMIT', 10),
  SEARCH_RATE_LIMIT: requestCount('SEARCH_RATE_LIMIT', 120),
  CONTACT_RATE_LIMIT: requestCount('CONTACT_RATE_LIMIT', 30),
  LISTING_SAVE_LIMIT: requestCount('LISTING_SAVE_LIMIT', 60),
  PUBLISH_REQUIRES_VERIFIED_EMAIL: bool('PUBLISH_REQUIRES_VERIFIED_EMAIL').default(false),
  TRUST_PROXY: z
    .string()
    .refine((v) => /^(true|false|\d{1,2}|[\w.:/,\s-]+)$/i.test(v), {
      message: 'TRUST_PROXY must be true, false, a number of hops or a list of addresses',
    })
    // Only the app's own machine by default: believing every private address would let any
    // client behind a layer-4 balancer, a container proxy or SNAT name its own address.
    .default('loopback'),
  SHUTDOWN_TIMEOUT_S: z.coerce
    .number({ message: 'SHUTDOWN_TIMEOUT_S must be a number of seconds' })
    .int('SHUTDOWN_TIMEOUT_S must be a whole number of seconds')
    .min(1, 'SHUTDOWN_TIMEOUT_S must be at least 1')
    .max(3600, 'SHUTDOWN_TIMEOUT_S must be at most 3600')
    .default(25),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  JOBS_POLL_S: z.coerce
    .number({ message: 'JOBS_POLL_S must be a number of seconds' })
    .int('JOBS_POLL_S must be a whole number of seconds')
    .min(1, 'JOBS_POLL_S must be at least 1')
    .max(3600, 'JOBS_POLL_S must be at most 3600')
    .default(30),
  ADMIN_EMAILS: z
    .string()
    .transform((v) => adminEmails(v))
    .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
      message: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
    })
    .default([]),
  LISTING_TTL_DAYS: z.coerce
    .number({ message: 'LISTING_TTL_DAYS must be a number of days' })
    .int('LISTING_TTL_DAYS must be a whole number of days')
    .min(1, 'LISTING_TTL_DAYS must be at least 1')
    .max(3650, 'LISTING_TTL_DAYS must be at most 3650')
    .default(60),
  TEST_CLOCK_FILE: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

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
  };
}
