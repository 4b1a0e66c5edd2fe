import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { GeocoderUnavailableError } from './geocoder';
import { googlePrecision } from './google-geocoder';
import { nominatimPrecision } from './nominatim-geocoder';

/** A local stand-in for Google's and Nominatim's geocoding endpoints, keyed by the query. */
let server: Server;
let baseUrl: string;
let requests: IncomingMessage[] = [];

const google = (body: unknown, status = 200) => ({ status, body });
const answers: Record<string, { status: number; body: unknown; delayMs?: number }> = {
  Koramangala: google({
    status: 'OK',
    results: [
      {
        formatted_address: 'Koramangala, Bengaluru, Karnataka, India',
        types: ['political', 'sublocality', 'sublocality_level_1'],
        geometry: { location: { lat: 12.9352, lng: 77.6245 }, location_type: 'APPROXIMATE' },
      },
    ],
  }),
  Karnataka: google({
    status: 'OK',
    results: [
      {
        formatted_address: 'Karnataka, India',
        types: ['administrative_area_level_1', 'political'],
        geometry: { location: { lat: 15.3, lng: 75.7 } },
      },
    ],
  }),
  nowhere: google({ status: 'ZERO_RESULTS', results: [] }),
  denied: google({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
  quota: google({ status: 'OVER_QUERY_LIMIT', results: [] }),
  broken: google('Internal Server Error', 500),
  slow: { ...google({ status: 'ZERO_RESULTS', results: [] }), delayMs: 1_000 },
};
const nominatimAnswers: Record<string, unknown> = {
  Koramangala: [
    {
      lat: '12.9341',
      lon: '77.6101',
      display_name: 'Koramangala, Bengaluru, Karnataka, India',
      addresstype: 'suburb',
      place_rank: 20,
    },
  ],
  Karnataka: [{ lat: '15.3', lon: '75.7', display_name: 'Karnataka, India', addresstype: 'state' }],
  nowhere: [],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req);
    const url = new URL(req.url!, 'http://127.0.0.1');
    let answer: { status: number; body: unknown; delayMs?: number } | undefined;
    if (url.pathname === '/maps/api/geocode/json') {
      answer = answers[url.searchParams.get('address')!];
    } else if (url.pathname === '/search') {
      const q = url.searchParams.get('q')!;
      answer = q in nominatimAnswers ? { status: 200, body: nominatimAnswers[q] } : answers[q];
    }
    answer ??= { status: 404, body: 'Not Found' };
    const { status, body, delayMs = 0 } = answer;
    setTimeout(() => {
      res.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

/**
 * A generous timeout by default, so that a busy machine never fails an answer that came; the
 * tests of the timeout itself pass SLOW_TIMEOUT_MS, well under the slow answer's delay.
 */
const ANSWER_TIMEOUT_MS = 5_000;
const SLOW_TIMEOUT_MS = 200;
const timeoutFor = (q: string) => (q === 'slow' ? SLOW_TIMEOUT_MS : ANSWER_TIMEOUT_MS);
const googleGeocoder = (timeoutMs = ANSWER_TIMEOUT_MS) =>
  createGeocoder({ driver: 'google', apiKey: 'test-key', url: baseUrl }, { timeoutMs });
const nominatimGeocoder = (timeoutMs = ANSWER_TIMEOUT_MS) =>
  createGeocoder(
    { driver: 'nominatim', apiKey: undefined, url: baseUrl },
    { timeoutMs, publicUrl: 'https://homes.example' },
  );

describe('google geocoder', () => {
  it('reads the first result of an OK answer and sends the address and key', async () => {
    expect(await googleGeocoder().geocode('Koramangala')).toEqual({
      lat: 12.9352,
      lng: 77.6245,
      formattedAddress: 'Koramangala, Bengaluru, Karnataka, India',
      precision: 'locality',
    });
    const url = new URL(requests[0]!.url!, baseUrl);
    expect(url.searchParams.get('address')).toBe('Koramangala');
    expect(url.searchParams.get('key')).toBe('test-key');
  });

  it('answers null for ZERO_RESULTS and for a result that is only a state', async () => {
    expect(await googleGeocoder().geocode('nowhere')).toBeNull();
    expect(await googleGeocoder().geocode('Karnataka')).toBeNull();
  });

  it.each<[{ types: string[]; location_type?: string }, string | null]>([
    [{ types: ['street_address'] }, 'address'],
    [{ types: ['establishment'], location_type: 'ROOFTOP' }, 'address'],
    [{ types: ['postal_code'] }, 'postcode'],
    [{ types: ['neighborhood', 'political'] }, 'locality'],
    [{ types: ['locality', 'political'] }, 'city'],
    [{ types: ['country', 'political'] }, null],
  ])('reads the precision of %j as %s', ({ types, location_type }, precision) => {
    expect(
      googlePrecision({
        formatted_address: '',
        types,
        geometry: { location: { lat: 0, lng: 0 }, location_type },
      }),
    ).toBe(precision);
  });

  it.each(['denied', 'quota', 'broken', 'slow'])(
    'throws GeocoderUnavailableError (%s)',
    async (q) => {
      const error = await googleGeocoder(timeoutFor(q))
        .geocode(q)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeocoderUnavailableError);
    },
  );

  it('names the refusal and the timeout in the error', async () => {
    await expect(googleGeocoder().geocode('denied')).rejects.toThrow(
      'Google Geocoding answered REQUEST_DENIED: The provided API key is invalid.',
    );
    await expect(googleGeocoder().geocode('broken')).rejects.toThrow('HTTP 500');
    await expect(googleGeocoder(SLOW_TIMEOUT_MS).geocode('slow')).rejects.toThrow('within 200 ms');
  });

  it('asks once for the same address however it is spaced or cased, and remembers no result too', async () => {
    const geocoder = googleGeocoder();
    const first = await geocoder.geocode('Koramangala');
    expect(await geocoder.geocode('  koramangala ')).toEqual(first);
    expect(await geocoder.geocode('KORAMANGALA')).toEqual(first);
    await geocoder.geocode('nowhere');
    expect(await geocoder.geocode('Nowhere')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('does not remember failures', async () => {
    const geocoder = googleGeocoder();
    await expect(geocoder.geocode('broken')).rejects.toThrow(GeocoderUnavailableError);
    await expect(geocoder.geocode('broken')).rejects.toThrow(GeocoderUnavailableError);
    expect(requests).toHaveLength(2);
  });
});

describe('nominatim geocoder', () => {
  it('reads the first result (lat and lon as strings) and identifies the site', async () => {
    expect(await nominatimGeocoder().geocode('Koramangala')).toEqual({
      lat: 12.9341,
      lng: 77.6101,
      formattedAddress: 'Koramangala, Bengaluru, Karnataka, India',
      precision: 'locality',
    });
    const url = new URL(requests[0]!.url!, baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      q: 'Koramangala',
    });
    expect(requests[0]!.headers['user-agent']).toContain('https://homes.example');
  });

  it('answers null for an empty list and for a state', async () => {
    expect(await nominatimGeocoder().geocode('nowhere')).toBeNull();
    expect(await nominatimGeocoder().geocode('Karnataka')).toBeNull();
  });

  it.each([
    [{ addresstype: 'road', place_rank: 26 }, 'address'],
    [{ addresstype: 'building', place_rank: 30 }, 'address'],
    [{ addresstype: 'postcode', place_rank: 21 }, 'postcode'],
    [{ addresstype: 'neighbourhood', place_rank: 22 }, 'locality'],
    [{ addresstype: 'city', place_rank: 16 }, 'city'],
    [{ addresstype: 'country', place_rank: 4 }, null],
  ] as const)('reads the precision of %j as %s', (result, precision) => {
    expect(nominatimPrecision(result)).toBe(precision);
  });

  it('throws GeocoderUnavailableError on HTTP errors and timeouts', async () => {
    await expect(nominatimGeocoder().geocode('broken')).rejects.toThrow(GeocoderUnavailableError);
    await expect(nominatimGeocoder(SLOW_TIMEOUT_MS).geocode('slow')).rejects.toThrow(
      GeocoderUnavailableError,
    );
  });

  it('asks once for a repeated address', async () => {
    const geocoder = nominatimGeocoder();
    await geocoder.geocode('Koramangala');
    await geocoder.geocode('koramangala');
    expect(requests).toHaveLength(1);
  });
});
