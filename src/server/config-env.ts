import { z } from 'zod';

/**
 * What each environment variable may hold (docs/product.md#configuration, README), and its
 * default: the checks of one variable at a time. config.ts reads them into the app's settings.
 */

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
function adminEmails(list: string): string[] {
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

export const envSchema = z.object({
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
  // Each open live channel (server-sent events) holds a connection and some 20 kB of memory.
  LIVE_CONNECTIONS_MAX: requestCount('LIVE_CONNECTIONS_MAX', 5000),
  SEARCH_MEMORY_LISTINGS: z.coerce
    .number({ message: 'SEARCH_MEMORY_LISTINGS must be a number' })
    .int('SEARCH_MEMORY_LISTINGS must be a whole number')
    .min(0, 'SEARCH_MEMORY_LISTINGS must be 0 or more')
    .default(1_000_000),
  MESSAGE_RATE_LIMIT: requestCount('MESSAGE_RATE_LIMIT', 30),
  // A person opens a few pages a minute; many people may share one address (a mobile network's).
  VIEW_RATE_LIMIT: requestCount('VIEW_RATE_LIMIT', 120),
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
  DEMO_PHOTO_CACHE_DIR: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});
