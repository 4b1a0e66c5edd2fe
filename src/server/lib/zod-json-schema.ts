import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The OpenAPI version /api/docs describes. Its JSON Schema (3.0's) says `nullable: true` where
 * 3.1's says `anyOf` with null, and fast-json-stringify writes the former without a validator.
 */
export const OPENAPI_VERSION = '3.0.3';

/**
 * How a route's zod schemas become JSON Schema, the one way for the whole server:
 * fastify-type-provider-zod's conversion (zod's `toJSONSchema`, nullable unions folded, dates as
 * strings). The OpenAPI document is made with it (plugins/swagger.ts), and so is each response's
 * serializer (`responseJsonSchema`), so what the document shows is what the answer is written by.
 */
export const routeJsonSchema = jsonSchemaTransform;

/** A route's response schema as JSON Schema: the schema its OpenAPI description shows. */
export function responseJsonSchema(schema: z.ZodType, url: string): object {
  const { schema: converted } = routeJsonSchema({
    schema: { response: { 200: schema } },
    url,
    // The conversion reads the schema, the URL and the document's version alone.
    route: {} as RouteOptions,
    openapiObject: { openapi: OPENAPI_VERSION },
  });
  return (converted.response as Record<number, object>)[200]!;
}
