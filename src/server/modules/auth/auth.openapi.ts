import type { OpenApiAddition } from '../../plugins/swagger';
import { AUTH_BASE_PATH, type Auth } from './auth';

type Operation = Record<string, unknown>;

/**
 * The account endpoints under /api/auth as better-auth describes them (its OpenAPI generator
 * knows each endpoint's body and answers), under their full path and one tag. Sessions are a
 * cookie: better-auth's bearer-token scheme is not offered here.
 */
export async function authOpenApi(auth: Auth): Promise<OpenApiAddition> {
  const document = await auth.api.generateOpenAPISchema();
  const paths: OpenApiAddition['paths'] = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    const described: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      const { security: _security, ...rest } = operation;
      described[method] = { ...asOpenApi30(rest), tags: ['auth'] };
    }
    if (path === '/get-session') describeSessionUser(described.get);
    paths[`${AUTH_BASE_PATH}${path}`] = described;
  }
  return { paths, schemas: asOpenApi30(document.components.schemas) };
}

/**
 * The session's user says whether they moderate (auth.ts's customSession): better-auth's User
 * schema plus `moderator`.
 */
function describeSessionUser(operation: Operation | undefined): void {
  const responses = operation?.responses as
    Record<string, { content?: Record<string, { schema?: Operation }> }> | undefined;
  const properties = responses?.['200']?.content?.['application/json']?.schema?.properties as
    Record<string, unknown> | undefined;
  if (!properties?.user) return;
  properties.user = {
    allOf: [
      properties.user,
      {
        type: 'object',
        properties: {
          moderator: {
            type: 'boolean',
            description: 'The account is a moderator (its e-mail is in ADMIN_EMAILS)',
          },
        },
        required: ['moderator'],
      },
    ],
  };
}

/**
 * better-auth's schemas in OpenAPI 3.0, this document's version: a `$ref` holds nothing beside
 * it, a type that may be null is `nullable`, and `propertyNames` (JSON Schema 2020) is dropped.
 */
function asOpenApi30<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asOpenApi30) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') return { $ref: record.$ref } as T;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) {
    if (key === 'propertyNames') continue;
    if (key === 'type' && Array.isArray(inner)) {
      const types = inner.filter((type) => type !== 'null');
      copy.type = types[0];
      if (types.length < inner.length) copy.nullable = true;
      continue;
    }
    copy[key] = asOpenApi30(inner);
  }
  return copy as T;
}
