import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** The OpenAPI description of the routes registered after it, browsable at /api/docs. */
export const swagger = fp(async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Homestead API', version: '1.0.0', description: 'Housing marketplace API' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
