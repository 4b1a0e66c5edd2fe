import './fast-paths/young-garbage';
import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

async function main() {
  const config = loadConfig();
  const { database, demoCredentials } = await startServer(config);

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
