import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPageSchema } from '../shared/schemas/listing';
import { searchPageSchema } from '../shared/schemas/search';
import { responseJsonSchema } from './lib/zod-json-schema';
import { createTestApp, type TestContext } from './test/app';

let t: TestContext;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every API route, the account and upload endpoints included', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const route of [
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/config',
      'GET /api/listings',
      'POST /api/listings',
      'GET /api/listings/{id}',
      'GET /api/listings/{id}/price-nearby',
      'PUT /api/listings/{id}',
      'DELETE /api/listings/{id}',
      'POST /api/listings/{id}/views',
      'GET /api/listings/{id}/statistics',
      'GET /api/search',
      'GET /api/search/pins',
      'GET /api/places',
      'GET /api/geocode',
      'GET /api/users/{id}',
      'GET /api/me',
      'PATCH /api/me',
      'GET /api/me/searches',
      'POST /api/me/searches',
      'PATCH /api/me/searches/{id}',
      'DELETE /api/me/searches/{id}',
      'POST /api/unsubscribe',
      'POST /api/unsubscribe/undo',
      'POST /api/uploads',
      'HEAD /api/uploads/{id}',
      'PATCH /api/uploads/{id}',
      'DELETE /api/uploads/{id}',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-in/social',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'GET /api/auth/callback/{id}',
    ]) {
      expect(described, route).toContain(route);
    }
  });

  it('describes only the API: no page, image or metrics route, no disabled endpoint', () => {
    for (const path of Object.keys(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      expect(path).not.toMatch(/^\/api\/(docs|auth\/(update-user|change-email|open-api))/);
    }
  });

  it("shows each answer's schema as its serializer compiles it: one zod to JSON Schema path", () => {
    type Answer = { content: Record<string, { schema: unknown }> };
    const shown = (path: string) =>
      (document.paths[path]!.get as { responses: Record<string, Answer> }).responses['200']!
        .content['application/json']!.schema;
    for (const [path, schema] of [
      ['/api/listings', listingPageSchema],
      ['/api/search', searchPageSchema],
    ] as const) {
      expect(shown(path), path).toEqual(responseJsonSchema(schema, path));
    }
  });
});
