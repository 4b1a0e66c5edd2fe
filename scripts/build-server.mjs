// Bundles the server's TypeScript into dist/server/main.js; npm packages stay external. The
// geocoder's data files and the demo photos go beside it (each reads its own relative to its
// module). The demo photos' generator (scripts/demo) is no part of it.
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
cpSync('src/server/demo/data', 'dist/server/data', { recursive: true });
