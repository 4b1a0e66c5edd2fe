import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Compiles a route's zod response schema to a fast-json-stringify function, through the schema's
 * JSON Schema. Validating every outgoing object with zod and then calling JSON.stringify cost a
 * tenth of the listings API's time under load; the handlers build their responses from typed
 * rows, so the types are checked when the code compiles instead. The output is the same JSON:
 * the schema's properties in the order the handlers build them, unknown properties left out.
 */
export const fastResponseSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    // OpenAPI 3.0 says "nullable: true", which fast-json-stringify writes without a validator.
    target: 'openapi-3.0',
    io: 'output',
  });
  return fastJson(jsonSchema as Schema);
};
