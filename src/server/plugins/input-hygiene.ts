import {
  errorCodes,
  type FastifyPluginCallback,
  type FastifyRequest,
  type preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../lib/errors';
import {
  jsonTooDeep,
  rawBodyProblem,
  tooDeep,
  urlProblem,
  valueProblem,
  type TextProblem,
} from './request-text';

export interface InputHygieneOptions {
  /** Deepest nesting of objects and arrays a JSON body may have (default 20). */
  maxDepth?: number;
  /** Largest JSON body in bytes (default 64 KiB: a listing with every image is under 4 KiB). */
  jsonBodyLimit?: number;
}

export const DEFAULT_MAX_DEPTH = 20;
export const DEFAULT_JSON_BODY_LIMIT = 64 * 1024;

const rejectIf = (problem: TextProblem | undefined) => {
  if (problem) throw validationFailed(problem);
};

/** The methods whose requests Fastify never reads a body of. */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/** A route option's hooks as a list: it may hold none, one or several. */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Input hygiene in one place, ahead of every route and library:
 * - the URL (path parameters and query string) must be UTF-8 text without NUL;
 * - JSON bodies are parsed here with a size limit and a depth limit checked before parsing
 *   (deeply nested input overflowed the stack of a library merging it: a 500);
 * - every text of a body, parsed or raw, must be storable: no NUL, no lone surrogate;
 * - raw bodies (better-auth keeps its own parser under /api/auth and receives the bytes) are
 *   read as their reader will read them and get the same depth and text checks.
 * Anything else is a 400 VALIDATION_FAILED (an AppError with its issue) through the app's error
 * handler.
 *
 * It must be registered on the root instance before any route plugin: Fastify copies hooks and
 * content-type parsers into a child context when the child is registered, and runs onRoute hooks
 * only for the routes declared after them.
 */
const plugin: FastifyPluginCallback<InputHygieneOptions> = (app, options, done) => {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const bodyLimit = options.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT;

  // Every request runs it: a callback hook (an async one costs a promise and a turn of the queue).
  app.addHook('onRequest', (request, _reply, done) => {
    const problem = urlProblem(request.url);
    done(problem && validationFailed(problem));
  });

  // Fastify's own JSON parser, plus the depth limit; the same errors for empty or broken JSON,
  // and "__proto__" refused as Fastify's default (onProtoPoisoning: 'error') refuses it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request: FastifyRequest, body: string | Buffer, parsed) => {
      const text = body.toString();
      if (text.length === 0) return parsed(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      if (jsonTooDeep(text, maxDepth))
        return parsed(validationFailed(tooDeep(maxDepth)), undefined);
      try {
        const value: unknown = JSON.parse(text, (key, item: unknown) => {
          if (key === '__proto__') throw new SyntaxError('"__proto__" is not allowed');
          return item;
        });
        parsed(null, value);
      } catch {
        parsed(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      }
    },
  );

  const checkBody: preValidationAsyncHookHandler = async (request) => {
    const { body } = request;
    if (body === undefined || body === null) return;
    if (Buffer.isBuffer(body)) {
      rejectIf(rawBodyProblem(request.headers['content-type'], body, maxDepth));
    } else {
      rejectIf(valueProblem(body, maxDepth));
    }
  };
  // Only on routes that may receive a body: Fastify never parses one for GET, HEAD or TRACE,
  // and those requests (most of them) would pay for a hook that cannot find anything.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => BODYLESS.has(method))) return;
    route.preValidation = [checkBody, ...hooksOf(route.preValidation)];
  });
  done();
};

// Not encapsulated: the hooks and the parser belong to the instance that registers this.
export const inputHygiene = fp(plugin, { name: 'input-hygiene' });
