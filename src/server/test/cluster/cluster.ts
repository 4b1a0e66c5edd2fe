import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../../../../scripts/pg-client.mjs';
import { freePort } from '../../../../scripts/spawn-app.mjs';
import { startAppProcess, type AppProcess } from '../chaos/app-process';
import { testPostgresUrl } from '../database';
import { startS3 } from '../s3';
import { startNginx, type Nginx } from './nginx';

/** The local Redis every instance shares (rate limits). */
export const clusterRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ClusterOptions {
  /** The balancer's port; a free one when unset. */
  port?: number;
  instances?: number;
  /** Added to every instance's environment (after the cluster's own settings). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** The balancer: the site's PUBLIC_URL. */
  url: string;
  databaseUrl: string;
  instances: AppProcess[];
  nginx: Nginx;
  /** Starts instance `i` again (after a stop or a kill), on the same port and data folder. */
  restart(i: number): Promise<AppProcess>;
  stop(): Promise<void>;
}

/**
 * A site as an operator runs it on several machines, on this one: its own PostgreSQL database on
 * the local server, an S3-compatible store (s3rver), the local Redis, N app instances each with
 * its own data folder (nothing shared on disk), and Debian's nginx balancing round robin without
 * stickiness. The first instance starts alone (migrations, demo data), then the others.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const root = await mkdtemp(path.join(os.tmpdir(), 'homestead-cluster-'));
  const cleanup: (() => Promise<unknown>)[] = [() => rm(root, { recursive: true, force: true })];
  try {
    const admin = testPostgresUrl();
    const name = `homestead_cluster_${randomBytes(5).toString('hex')}`;
    await withClient(admin, (c) => c.query(`create database ${name}`));
    cleanup.unshift(() =>
      withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`)),
    );
    const databaseUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

    const s3 = await startS3(root, 'homestead');
    cleanup.unshift(() => s3.close());

    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const env = {
      DATABASE_URL: databaseUrl,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.options.bucket,
      S3_REGION: s3.options.region,
      S3_ENDPOINT: s3.options.endpoint!,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: clusterRedisUrl(),
      PUBLIC_URL: url,
      AUTH_SECRET: `cluster-${randomBytes(24).toString('hex')}`,
      JOBS_POLL_S: '1',
      SHUTDOWN_TIMEOUT_S: '10',
      ...options.env,
    };
    const dataDirs = await Promise.all(
      ports.map((_, i) => mkdtemp(path.join(root, `instance-${i + 1}-`))),
    );
    // The first instance loads the demo data (when asked) before it answers: some 65 photos
    // drawn and encoded one at a time, over a minute on a busy two-core machine.
    const startTimeoutMs = options.env?.DEMO_DATA === 'true' ? 240_000 : undefined;
    const start = (i: number) =>
      startAppProcess(env, { dataDir: dataDirs[i]!, port: ports[i]!, startTimeoutMs });
    const instances: AppProcess[] = [];
    cleanup.unshift(() => Promise.all(instances.map((instance) => instance.stop())));
    for (let i = 0; i < count; i++) instances.push(await start(i));

    const nginx = await startNginx(
      path.join(root, 'nginx'),
      port,
      ports.map((p) => `127.0.0.1:${p}`),
    );
    cleanup.unshift(() => nginx.stop());
    return {
      url,
      databaseUrl,
      instances,
      nginx,
      async restart(i) {
        await instances[i]!.stop();
        instances[i] = await start(i);
        return instances[i];
      },
      stop: () => runAll(cleanup),
    };
  } catch (error) {
    await runAll(cleanup);
    throw error;
  }
}

async function runAll(steps: (() => Promise<unknown>)[]) {
  for (const step of steps.splice(0)) await step().catch(() => undefined);
}
