// `npm run build:client`: the pages of each language, for the browser and for the server's
// rendering: the default language's at the root of dist/client and dist/ssr, each other one's
// in a folder of its own (`vite build --mode hi`: vite.config.ts).
import { spawnSync } from 'node:child_process';
import { OTHER_LANGUAGES } from './languages.mjs';

const modes = [[], ...OTHER_LANGUAGES.map((language) => ['--mode', language])];
for (const mode of modes) {
  for (const ssr of [[], ['--ssr', 'entry-server.tsx']]) {
    const result = spawnSync('npx', ['vite', 'build', ...mode, ...ssr], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
