import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the defaults of the contract', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demoData: true,
      storage: { driver: 'local', dir: path.resolve('./data/storage') },
      geocoder: { driver: 'offline' },
      geocodingEnabled: true,
      logLevel: 'info',
      shutdownTimeoutS: 25,
      jobsPollS: 30,
      listingTtlDays: 60,
      testClockFile: undefined,
      demoPhotoCacheDir: undefined,
    });
    expect(config.map.tileUrl).toContain('{z}/{x}/{y}');
  });

  it('derives PUBLIC_URL from PORT and turns demo data off with a server database', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/app', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });

  it('believes X-Forwarded-For only from a proxy on this host by default', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
      a: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe(
      '10.0.0.0/8, 192.168.1.4',
    );
  });

  it('publishes at once unless PUBLISH_REQUIRES_VERIFIED_EMAIL turns verification on', () => {
    expect(loadConfig({}).publishRequiresVerifiedEmail).toBe(false);
    expect(
      loadConfig({ PUBLISH_REQUIRES_VERIFIED_EMAIL: 'true' }).publishRequiresVerifiedEmail,
    ).toBe(true);
    expect(
      loadConfig({ PUBLISH_REQUIRES_VERIFIED_EMAIL: 'false' }).publishRequiresVerifiedEmail,
    ).toBe(false);
    expect(() => loadConfig({ PUBLISH_REQUIRES_VERIFIED_EMAIL: 'on' })).toThrowError(
      'Invalid configuration: PUBLISH_REQUIRES_VERIFIED_EMAIL must be true or false (got "on")',
    );
  });

  it('reads ADMIN_EMAILS as a comma list: trimmed, lower case, empty entries dropped; unset is nobody', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Mira@Example.com, ,ravi@example.com,mira@example.com ' })
        .adminEmails,
    ).toEqual(['mira@example.com', 'ravi@example.com']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'mira@example.com, not-an-address' })).toThrow(
      /ADMIN_EMAILS must be a comma-separated list of e-mail addresses/,
    );
  });

  it('reads LISTING_TTL_DAYS in days', () => {
    expect(loadConfig({ LISTING_TTL_DAYS: '30' }).listingTtlDays).toBe(30);
    expect(() => loadConfig({ LISTING_TTL_DAYS: '0' })).toThrowError(
      'Invalid configuration: LISTING_TTL_DAYS must be at least 1 (got "0")',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DEMO_DATA', 'perhaps'],
    ['STORAGE_DRIVER', 'ftp'],
    ['SMTP_URL', 'http://mail'],
    ['GEOCODER', 'bing'],
    ['GEOCODING_ENABLED', 'sometimes'],
    ['MAP_TILE_URL', 'https://tiles.example.com/tile.png'],
    ['AUTH_SECRET', 'short'],
    ['REDIS_URL', 'http://redis'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_TIMEOUT_S', '0'],
    ['SHUTDOWN_TIMEOUT_S', '2.5'],
    ['JOBS_POLL_S', '0'],
    ['LISTING_TTL_DAYS', '0'],
    ['LISTING_TTL_DAYS', '-5'],
    ['LISTING_TTL_DAYS', '30.5'],
    ['LISTING_TTL_DAYS', 'sixty'],
    ['TRUST_PROXY', 'any proxy!'],
    ['PUBLISH_REQUIRES_VERIFIED_EMAIL', 'maybe'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it.each([
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ GEOCODER: 'google' }, 'GEOCODER_API_KEY'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
  ])('asks for the variables a feature needs', (env, missing) => {
    expect(() => loadConfig(env)).toThrowError(missing);
  });
});
