import { defineConfig } from 'vitest/config';

/** Two app instances behind Debian's nginx, on PostgreSQL, s3rver and Redis (test:cluster). */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['src/server/test/cluster/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
