import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstVisitChunks } from './scripts/build/first-visit-chunks';
import { htmlLanguage } from './scripts/build/html-language';
import { languageTexts } from './scripts/build/language-texts';
import { DEFAULT_LANGUAGE, isLanguage, languageBase } from './src/shared/languages';

const clientDir = fileURLToPath(new URL('src/client', import.meta.url));
const textsDir = fileURLToPath(new URL('src/shared/texts', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild, mode }) => {
  // `vite build --mode hi`: the pages in Hindi, served under /hi (src/shared/languages.ts).
  const language = isLanguage(mode) ? mode : DEFAULT_LANGUAGE;
  const base = languageBase(language);
  return {
    root: 'src/client',
    // The files of public/ (the icon, robots' own) are at the site's root in every language.
    experimental: {
      renderBuiltUrl: (file: string, { type }: { type: 'asset' | 'public' }) =>
        type === 'public' ? `/${file}` : undefined,
    },
    publicDir: 'public',
    base: `${base}/`,
    plugins: [
      react(),
      language !== DEFAULT_LANGUAGE && languageTexts(textsDir, language),
      htmlLanguage(language),
      // Built assets are compressed once here, at the highest levels, and served as they are: no
      // compression work per request for them. Every file, however small: one without its copies
      // would be compressed per request, streamed without a Content-Length.
      // (The server's build of the pages, dist/ssr, is read from disk: nothing to compress.)
      !isSsrBuild &&
        compression({
          threshold: 0,
          include: /\.(html|css|js|svg|json|txt)$/,
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
          logLevel: 'silent',
        }),
    ],
    build: isSsrBuild
      ? // `vite build --ssr`: the pages as the server renders them, with the client's CSS class
        // names and asset URLs; npm packages stay external.
        {
          outDir: `../../dist/ssr${base}`,
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          sourcemap: true,
        }
      : {
          outDir: `../../dist/client${base}`,
          // Another language's build goes inside the default one's, which empties the folder.
          emptyOutDir: !base,
          // The files of public/ are the same in every language, served from the site's root.
          copyPublicDir: !base,
          target: 'es2022',
          sourcemap: true,
          // The server reads which chunks and styles each page needs (modulepreload, stylesheets).
          manifest: true,
          rolldownOptions: { output: { codeSplitting: firstVisitChunks(clientDir) } },
        },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/images': `http://127.0.0.1:${apiPort}`,
      },
    },
  };
});
