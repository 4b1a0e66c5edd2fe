import type { FuzzRequest } from './operations';

const request = (operation: string, url: string, payload?: string): FuzzRequest => ({
  operation,
  method: operation.split(' ')[0]!,
  url,
  headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  ...(payload === undefined ? {} : { payload }),
});

/**
 * Requests that answered 5xx before the input checks (plugins/input-hygiene.ts): a NUL reached
 * PostgreSQL, and a deeply nested body overflowed better-auth's option merging. The fuzz test
 * sends each with the owner's session and the app's origin and expects a 4xx.
 */
export const REPRODUCED_FAILURES: FuzzRequest[] = [
  request('GET /api/listings', '/api/listings?owner=%00'),
  request('GET /api/users/{id}', '/api/users/%00'),
  request('PATCH /api/me', '/api/me', '{"name":"Bad\\u0000name"}'),
  request(
    'POST /api/auth/sign-up/email',
    '/api/auth/sign-up/email',
    '{"name":"Deep","email":"deep@example.com","password":"correct horse battery",' +
      `"x":${'{"a":'.repeat(4999)}{}${'}'.repeat(4999)}}`,
  ),
];
