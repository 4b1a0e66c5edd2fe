import { errorBody } from '../../lib/http-errors';
import { AUTH_BASE_PATH } from './auth';

/**
 * An error body in the shape the route's clients read: better-auth's `{code, message}` under
 * /api/auth, the API's `{error: {code, message}}` everywhere else.
 */
export function errorBodyFor(url: string, code: string, message: string) {
  return url === AUTH_BASE_PATH || url.startsWith(`${AUTH_BASE_PATH}/`)
    ? { code, message }
    : errorBody(code, message);
}
