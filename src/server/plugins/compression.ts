import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers made per request (pages, JSON) of 1 KB or more with brotli or gzip, as the
 * request's Accept-Encoding allows. Built assets are compressed once at build and served as
 * they are (the static handler sets their Content-Encoding, which this hook leaves alone).
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is for files compressed once; per request, quality 4 is as
    // fast as gzip and still smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are never inflated: a small compressed body could expand past every limit.
    globalDecompression: false,
  });
  // Fastify answers HEAD by running the GET route and dropping the body in its last onSend
  // handler; @fastify/compress adds its own handler after that one, so a HEAD saw no body to
  // compress and lacked GET's Content-Encoding, Vary and length. Dropping the body last gives
  // HEAD exactly GET's headers.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const dropBody = route.onSend.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropBody < 0 || dropBody === route.onSend.length - 1) return;
    route.onSend.push(...route.onSend.splice(dropBody, 1));
  });
});
