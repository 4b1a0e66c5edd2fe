/** The part of JSON Schema the OpenAPI document of this API uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path: /api/listings/{id}. */
  path: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema | undefined;
  /** Signs the session it is sent with out (sent with the disposable session only). */
  endsSession?: boolean;
}

/** What the generated requests may name: real rows and sessions made before the run. */
export interface FuzzContext {
  origin: string;
  listingIds: string[];
  userIds: string[];
  emails: string[];
  imageKeys: string[];
  /** Sessions of users the requests act as. */
  cookies: string[];
  /** The password of every account made before the run. */
  password: string;
  /** A session that sign-out and password changes may end. */
  disposableCookie: string;
}

export interface FuzzRequest {
  /** The operation, for reports: "GET /api/listings/{id}". */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation of the OpenAPI document (app.swagger()). */
export function openApiOperations(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const op = value as {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      };
      const params: Record<string, JsonSchema> = {};
      const query: Record<string, JsonSchema> = {};
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') params[p.name] = p.schema;
        if (p.in === 'query') query[p.name] = p.schema;
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({ method: method.toUpperCase(), path, params, query, body });
    }
  }
  return operations;
}

const str = (maxLength = 40, minLength = 0): JsonSchema => ({
  type: 'string',
  minLength,
  maxLength,
});
/** An existing account's e-mail; "new-email": one no account has. */
const email: JsonSchema = { type: 'string', format: 'email' };
const newEmail: JsonSchema = { type: 'string', format: 'new-email' };
/** The test users' password, or another valid one. */
const password: JsonSchema = { type: 'string', format: 'password', minLength: 8, maxLength: 20 };
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

/** better-auth's endpoints under /api/auth (hidden from the OpenAPI document). */
export const AUTH_OPERATIONS: Operation[] = [
  ['POST', '/api/auth/sign-up/email', object({ name: str(50, 1), email: newEmail, password })],
  [
    'POST',
    '/api/auth/sign-in/email',
    object({ email, password, callbackURL: str() }, ['email', 'password']),
  ],
  ['POST', '/api/auth/request-password-reset', object({ email, redirectTo: str() }, ['email'])],
  ['POST', '/api/auth/reset-password', object({ newPassword: password, token: str() })],
  ['POST', '/api/auth/sign-in/social', object({ provider: str(10), callbackURL: str() })],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
  ['GET', '/api/auth/reset-password/{token}', undefined, { callbackURL: str() }],
  ['GET', '/api/auth/callback/{token}', undefined, { code: str(), state: str() }],
  ['GET', '/api/auth/verify-email', undefined, { token: str(), callbackURL: str() }],
  ['POST', '/api/auth/sign-out', object({}), undefined, true],
  ['POST', '/api/auth/revoke-sessions', object({}), undefined, true],
  [
    'POST',
    '/api/auth/change-password',
    object({
      currentPassword: password,
      newPassword: password,
      revokeOtherSessions: { type: 'boolean' },
    }),
    undefined,
    true,
  ],
].map(([method, path, body, query, endsSession]) => ({
  method: method as string,
  path: path as string,
  params: ((path as string).includes('{token}') ? { token: str() } : {}) as Record<
    string,
    JsonSchema
  >,
  query: (query as Record<string, JsonSchema> | undefined) ?? {},
  body: body as JsonSchema | undefined,
  endsSession: endsSession === true,
}));
