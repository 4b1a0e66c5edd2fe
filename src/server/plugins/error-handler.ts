import type { FastifyError } from 'fastify';
import { COMMON_ERROR_CODES } from '../../shared/api-errors';
import { isDatabaseUnavailable } from '../db/client';
import { AppError } from '../lib/errors';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE, errorBody } from '../lib/http-errors';
import { localizedIssues } from '../lib/localized-validation';
import { textsOf } from '../lib/request-texts';
import { validationIssues } from '../lib/zod-validation';

/**
 * The app's one error handler. A request that breaks a schema rule answers 400 VALIDATION_FAILED
 * naming every issue (the message is the first one's); an AppError its status and code; any other
 * refusal (4xx, e.g. Fastify's body too large) its own code; anything else a logged 500.
 * Messages from the catalogue are written in the request's language (request-texts.ts).
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const texts = textsOf(request);
    const english = validationIssues(error);
    if (english) {
      const issues = localizedIssues(error, request, texts) ?? english;
      const message = issues[0]?.message ?? 'Invalid request';
      return reply.code(400).send(errorBody(COMMON_ERROR_CODES.validationFailed, message, issues));
    }
    if (error instanceof AppError) {
      const body = errorBody(error.code, error.messageIn(texts), error.issuesIn(texts));
      return reply.code(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: one warning line, and an answer the client may retry.
      request.log.warn({ err: error }, 'database unavailable');
      request.server.metrics.databaseUnavailable.inc();
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(errorBody(COMMON_ERROR_CODES.databaseUnavailable, DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as { code?: string }).code ?? COMMON_ERROR_CODES.badRequest;
      return reply.code(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(COMMON_ERROR_CODES.internal, 'Something went wrong on our side'));
  });
});
