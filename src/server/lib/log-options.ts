import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: reset and verification tokens, OAuth codes and state. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'password', 'secret', 'signature']);
/** Path segments after these carry a token (better-auth's reset link: /reset-password/{token}). */
const SECRET_AFTER = /(\/(?:reset-password|verify-email|magic-link)\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/** The URL as a log line may show it: secrets in the path or the query replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const path = (question === -1 ? url : url.slice(0, question)).replace(
    SECRET_AFTER,
    `$1${REDACTED}`,
  );
  if (question === -1) return path;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '').toLowerCase();
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Pino options for the app's log: JSON lines (readable ones in a terminal), and nothing that
 * opens an account. Request lines name the method, the URL with its secrets redacted and the
 * client address, never headers (cookies, authorization); any object logged with a password,
 * token or cookie field has it censored.
 */
export function logOptions(level: string, options: { pretty?: boolean } = {}) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.cookie',
        '*.authorization',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
