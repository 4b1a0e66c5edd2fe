import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { OPENAPI_VERSION, routeJsonSchema } from '../lib/zod-json-schema';

const DOCS_PREFIX = '/api/docs';

/** Paths (and the schemas they refer to) that no Fastify route schema describes. */
export interface OpenApiAddition {
  paths: Record<string, Record<string, unknown>>;
  schemas?: Record<string, unknown>;
}

/**
 * The OpenAPI description of the routes registered after it, browsable at /api/docs, with the
 * routes whose handlers are not Fastify's own (better-auth, the tus protocol) added as each
 * module describes them. The additions are made on the first request to /api/docs, not at
 * start: better-auth's generator costs start-up time every app would pay for a page few open.
 */
export const swagger = fp<{ additions: () => Promise<OpenApiAddition[]> }>(async (app, options) => {
  let additions: Promise<OpenApiAddition[]> | undefined;
  let made: OpenApiAddition[] = [];
  const makeAdditions = async () => {
    additions ??= options.additions();
    made = await additions;
  };
  // Only the document's own routes wait for them (registered below by @fastify/swagger-ui).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), makeAdditions];
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: 'Homestead API', version: '1.0.0', description: 'Housing marketplace API' },
    },
    // The response serializers convert each schema the same way (lib/zod-json-schema.ts).
    transform: routeJsonSchema,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = { ...openapiObject.paths };
      const schemas: Record<string, unknown> = { ...openapiObject.components?.schemas };
      for (const addition of made) {
        Object.assign(paths, addition.paths);
        Object.assign(schemas, addition.schemas);
      }
      const sorted = Object.fromEntries(
        Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)),
      );
      return {
        ...openapiObject,
        paths: sorted,
        components: { ...openapiObject.components, schemas },
      } as typeof openapiObject;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
});
