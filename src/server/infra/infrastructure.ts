import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { createGeocoder, type Geocoder } from '../lib/geocoder';
import { createMailer, type Mailer } from '../lib/mailer/mailer';
import { closeRedis, createRedis } from '../lib/redis';
import { trustedOrigins } from '../lib/trusted-origins';

/** What several features share, made once from the configuration and handed to each. */
export interface Infrastructure {
  /** REDIS_URL's client: the counters of every rate limit; undefined without REDIS_URL. */
  redis: Redis | undefined;
  /** Outgoing mail: SMTP_URL's server, or .eml files in $DATA_DIR/outbox. */
  mailer: Mailer;
  /** Origins allowed to send mutating requests and to open the sign-in popup. */
  trustedOrigins: string[];
  /** Turns addresses into coordinates with the GEOCODER driver. */
  geocoder: Geocoder;
  close(): Promise<void>;
}

/** Builds the shared infrastructure; `given` replaces a part (tests bring their own). */
export function createInfrastructure(
  config: Config,
  log: FastifyBaseLogger,
  given: { mailer?: Mailer | undefined; geocoder?: Geocoder | undefined } = {},
): Infrastructure {
  const redis = config.redisUrl ? createRedis(config.redisUrl, log) : undefined;
  const mailer =
    given.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
  return {
    redis,
    mailer,
    trustedOrigins: trustedOrigins(config.publicUrl),
    geocoder: given.geocoder ?? createGeocoder(config.geocoder, { publicUrl: config.publicUrl }),
    async close() {
      mailer.close();
      if (redis) await closeRedis(redis);
    },
  };
}
