import 'dotenv/config';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { logOptions } from './lib/log-options';
import { DEMO_OWNERS } from './demo/owners';
import { seedDemoData } from './demo/seed';
import { ensureDemoCredentials, type DemoCredential } from './modules/auth/demo-credentials';
import { exitGracefullyOnSignals } from './shutdown';
import { createStorage } from './storage-factory';

async function main() {
  const config = loadConfig();

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const storage = createStorage(config);
  // Readable lines in a terminal, JSON lines (for log collectors) otherwise.
  const logger = logOptions(config.logLevel, { pretty: process.stdout.isTTY });
  const app = await buildApp(config, { database, storage, logger });

  let demoCredentials: DemoCredential[] = [];
  if (config.demoData) {
    const seeded = await seedDemoData({ db: database.db, storage, log: app.log });
    if (seeded)
      app.log.info(`Demo data loaded: ${seeded.listings} listings by ${seeded.users} owners`);
    demoCredentials = await ensureDemoCredentials(app.accounts.auth, DEMO_OWNERS);
  }

  exitGracefullyOnSignals({ app, database, timeoutMs: config.shutdownTimeoutS * 1000 });

  await app.listen({ port: config.port, host: config.host });
  const db = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\n  Homestead is listening on ${config.publicUrl}  (${db})\n`);
  if (demoCredentials.length > 0) {
    const width = Math.max(...demoCredentials.map((c) => c.email.length));
    console.log('  Demo owners (DEMO_DATA) sign in with:');
    for (const { email, password } of demoCredentials) {
      console.log(`    ${email.padEnd(width)}  ${password}`);
    }
    console.log('');
  }
}

main().catch((error) => {
  // A configuration error is one line naming the variable: no stack.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
