import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-errors';
import type { GeocodeAnswer } from '../../../shared/schemas/geocode';
import { createTestApp, type TestContext } from '../../test/app';
import { GEOCODE_LOOKUPS_PER_MINUTE } from './geocode.routes';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (address: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'GET',
    url: `/api/geocode?${new URLSearchParams({ address })}`,
    remoteAddress: ip,
  });

describe('GET /api/geocode', () => {
  it('answers the place found, its formatted name and its precision', async () => {
    const response = await lookup('Flat 4, Koregaon Park, Pune');
    expect(response.statusCode, response.body).toBe(200);
    const place = response.json<GeocodeAnswer>();
    expect(place).toMatchObject({ precision: 'locality' });
    expect(place.formattedAddress).toMatch(/^Koregaon Park, Pune/);
    expect(place.lat).toBeCloseTo(18.54, 1);
    expect(place.lng).toBeCloseTo(73.89, 1);
  });

  it('says when only the city was found', async () => {
    const place = (await lookup('Some Lane, Nagpur')).json<GeocodeAnswer>();
    expect(place.precision).toBe('city');
    expect(place.formattedAddress).toMatch(/^Nagpur/);
  });

  it("answers 422 ADDRESS_NOT_FOUND with the product's message when nothing matches", async () => {
    const response = await lookup('Qwxz Plomb Nowhereville');
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'ADDRESS_NOT_FOUND',
      message: 'Please Enter a Valid Address',
    });
  });

  it('answers 400 to an empty, blank, missing or over-long address', async () => {
    for (const url of [
      '/api/geocode?address=',
      '/api/geocode?address=%20%20',
      '/api/geocode',
      `/api/geocode?address=${'a'.repeat(201)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('counts lookups per address: 429 with Retry-After past the limit', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < GEOCODE_LOOKUPS_PER_MINUTE; i++) {
      expect((await lookup('Pune', ip)).statusCode).toBe(200);
    }
    const refused = await lookup('Pune', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup('Pune', '198.51.100.24')).statusCode).toBe(200);
  });
});
