import fp from 'fastify-plugin';

/** Starting until the app is ready, ready until it begins to close, then stopping. */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent traffic: readiness answers 503 unless `ready`. */
    readonly readiness: { readonly state: ReadinessState };
  }
}

/**
 * Tracks the app's life for the readiness route: `ready` once every plugin has loaded (Fastify's
 * onReady, which listen and inject both pass), `stopping` from the moment close begins (preClose,
 * before the listener stops), so a balancer that probes takes the instance out at once.
 */
export const readiness = fp(async (app) => {
  let state: ReadinessState = 'starting';
  app.decorate('readiness', {
    get state() {
      return state;
    },
  });
  app.addHook('onReady', async () => {
    if (state === 'starting') state = 'ready';
  });
  app.addHook('preClose', async () => {
    state = 'stopping';
  });
});
