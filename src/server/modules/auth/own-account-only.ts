import type { FastifyInstance } from 'fastify';
import { neverCached } from '../../lib/never-cached';

/**
 * Every route of the plugin `app` is the signed-in account's own: without a session it answers
 * 401, and no answer is kept by a browser or proxy that could serve it to another person.
 */
export function ownAccountOnly(app: FastifyInstance): void {
  neverCached(app);
  app.addHook('preHandler', app.authenticate);
}
