import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
    // Several instances behind nginx: `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: ['src/server/test/cluster/**'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        extends: true,
        // The generators whose output is committed (the demo photos).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      server('server-pglite', 'pglite'),
      server('server-postgres', 'postgres'),
    ],
  },
});
