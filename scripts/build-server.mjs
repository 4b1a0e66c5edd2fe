// Bundles the server's TypeScript into dist/server/main.js; npm packages stay external. The
// geocoder's data files go beside it (it reads them relative to its own module).
import { cpSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

cpSync('src/server/lib/geocoder/data', 'dist/server/data', { recursive: true });
