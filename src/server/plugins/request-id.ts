import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What a client may send as its own request id: 1–128 letters, digits, ".", "_" or "-". */
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The field that names the request on each of its log lines (Fastify's LogController). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * Fastify's options for request ids: the client's X-Request-Id when it is sane (a balancer's or
 * a tracing proxy's, so one id follows the request through), a new UUID otherwise.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId(request: IncomingMessage) {
    const sent = request.headers['x-request-id'];
    return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
  },
};

/**
 * Sends the request id back on every response, tus's raw ones included. A callback hook, not an
 * async one: every request runs it, and an async hook costs a promise and a turn of the queue.
 */
export const requestId = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });
});
