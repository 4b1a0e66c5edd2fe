import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/render';
import { ApiRequestError, getJson, readError, sendJson } from './http';

describe('sendJson', () => {
  it('sends a JSON body with its content type', async () => {
    const fetchMock = mockFetch(() => ({ id: 'x' }));
    await expect(sendJson('PUT', '/api/listings/x', { name: 'n' })).resolves.toEqual({ id: 'x' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"n"}');
  });

  it('sends a DELETE without a body or a content type and reads an empty answer as null', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    await expect(sendJson('DELETE', '/api/listings/x')).resolves.toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the API error with its status and code', async () => {
    mockFetch(() =>
      Response.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status: 403 }),
    );
    const error = await sendJson('DELETE', '/api/listings/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No', issues: [] });
  });
});

describe('getJson', () => {
  it('reads the JSON answer, null included', async () => {
    const fetchMock = mockFetch((url) => (url.pathname === '/api/me' ? { id: 'u1' } : null));
    await expect(getJson('/api/me')).resolves.toEqual({ id: 'u1' });
    await expect(getJson('/api/auth/get-session')).resolves.toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the same error as a send', async () => {
    mockFetch(() =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Gone' } }, { status: 404 }),
    );
    await expect(getJson('/api/listings/x')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('readError', () => {
  it('reads the issues of a VALIDATION_FAILED answer', () => {
    const issues = [
      { path: ['discountedPrice'], message: 'Too high' },
      { path: ['geoLocation', 'lat'], message: 'Out of range' },
    ];
    const body = JSON.stringify({
      error: { code: 'VALIDATION_FAILED', message: 'Too high', issues },
    });
    expect(readError(400, body, 'Bad Request')).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Too high',
      issues,
    });
  });

  it("reads better-auth's own body under /api/auth", () => {
    const body = JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' });
    expect(readError(401, body, 'Unauthorized')).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid',
      issues: [],
    });
  });

  it('falls back to the status line for any other body', () => {
    for (const body of ['<html>Bad gateway</html>', '', 'null', '{"error":{}}']) {
      expect(readError(502, body, 'Bad Gateway')).toMatchObject({
        status: 502,
        code: 'HTTP_502',
        message: 'Bad Gateway',
      });
    }
  });
});
