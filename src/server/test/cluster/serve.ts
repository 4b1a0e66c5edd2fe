// Serves the site on two instances behind nginx until SIGTERM or SIGINT, for the end-to-end
// journeys through a balancer (scripts/e2e-server.mjs with E2E_CLUSTER=1). The instances get
// this process's app settings (E2E_APP_ENV, JSON), the port E2E_PORT.
import { startCluster } from './cluster';

const env = JSON.parse(process.env.E2E_APP_ENV ?? '{}') as Record<string, string>;
const cluster = await startCluster({ port: Number(process.env.E2E_PORT ?? 3210), env });
console.log(`Cluster of ${cluster.instances.length} instances behind nginx at ${cluster.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
