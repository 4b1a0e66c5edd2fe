import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/render';
import { ApiRequestError } from './http';
import { sendJson } from './send-json';

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
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No' });
  });
});
