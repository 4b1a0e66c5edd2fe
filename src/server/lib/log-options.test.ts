import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-options';

describe('redactUrl', () => {
  it.each([
    ['/api/listings?type=rent&limit=10', '/api/listings?type=rent&limit=10'],
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    [
      '/api/auth/reset-password/abc123?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    [
      '/api/auth/callback/oidc?code=xyz&state=s3cr3t&iss=x',
      '/api/auth/callback/oidc?code=[redacted]&state=[redacted]&iss=x',
    ],
    ['/api/auth/verify-email/tok?x=1', '/api/auth/verify-email/[redacted]?x=1'],
    ['/a?TOKEN=1', '/a?TOKEN=[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
