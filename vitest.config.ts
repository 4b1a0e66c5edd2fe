import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The server's files share each worker's loaded modules (`isolate: false`): every file builds its
 * own app and database from factories, and importing the app's modules again for each file was a
 * third of the server tests' time.
 */
const serverTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
};

/**
 * The server's tests through the app (`*.api.test.ts`) or on a database (`*.db.test.ts`) run on
 * PGlite and again on PostgreSQL; the rest (pure units, and the chaos tests that bring their own
 * database) once, in `server`. A database test named otherwise fails there: that project
 * provides no database template.
 */
const onDatabase = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    ...serverTest,
    name,
    include: ['src/server/**/*.{api,db}.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['src/server/test/global-setup.ts'],
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
          // A form test types and waits through several renders: 5 s was missed under load.
          testTimeout: 20_000,
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
      {
        extends: true,
        // The generators whose output is committed (the demo photos).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // Several instances behind nginx: `npm run test:cluster` (vitest.cluster.config.ts).
          exclude: ['src/server/**/*.{api,db}.test.ts', 'src/server/test/cluster/**'],
        },
      },
      onDatabase('server-pglite', 'pglite'),
      onDatabase('server-postgres', 'postgres'),
    ],
  },
});
