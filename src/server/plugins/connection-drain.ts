import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { InFlightResponses } from './in-flight-responses';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being answered right now (shutdown waits for them and logs how many). */
    readonly requestsInFlight: () => number;
  }
}

/**
 * Lets a closing app finish what is in flight and then let go of its connections. Fastify marks
 * requests that begin after close with `Connection: close`, but a request already running would
 * answer keep-alive and leave its connection open until the keep-alive timeout; this marks those
 * too (uploads answered by tus on the raw response included), so the drain ends with the last one.
 */
export const connectionDrain = fp(async (app) => {
  const inFlight = new InFlightResponses();
  // One listener shared by every response, on 'close' alone: a response emits it after
  // 'finish', or without it when its connection drops first. A closure and two `once` wrappers
  // per request did the same.
  function forget(this: ServerResponse) {
    inFlight.delete(this);
  }
  app.decorate('requestsInFlight', () => inFlight.size);
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.raw.destroyed) {
      inFlight.add(reply.raw);
      reply.raw.on('close', forget);
    }
    done();
  });
  app.addHook('preClose', async () => {
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
  });
});
