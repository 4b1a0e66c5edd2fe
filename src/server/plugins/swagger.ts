import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** Paths (and the schemas they refer to) that no Fastify route schema describes. */
export interface OpenApiAddition {
  paths: Record<string, Record<string, unknown>>;
  schemas?: Record<string, unknown>;
}

/**
 * The OpenAPI description of the routes registered after it, browsable at /api/docs, with the
 * routes whose handlers are not Fastify's own (better-auth, the tus protocol) added as each
 * module describes them.
 */
export const swagger = fp<{ additions: OpenApiAddition[] }>(async (app, options) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Homestead API', version: '1.0.0', description: 'Housing marketplace API' },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = { ...openapiObject.paths };
      const schemas: Record<string, unknown> = { ...openapiObject.components?.schemas };
      for (const addition of options.additions) {
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
