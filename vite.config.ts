import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstVisitChunks } from './scripts/build/first-visit-chunks';

const clientDir = fileURLToPath(new URL('src/client', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
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
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        sourcemap: true,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
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
}));
