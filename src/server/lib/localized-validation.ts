import type { FastifyError, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorIssue } from '../../shared/api-errors';
import { english, type Catalogue } from '../../shared/texts/catalogue';
import { issueOf } from './zod-validation';

type SchemaOf = (texts: Catalogue) => z.ZodType;

/** Each marked schema's maker, and what it made for each catalogue so far. */
const languages = new WeakMap<z.ZodType, { of: SchemaOf; made: Map<Catalogue, z.ZodType> }>();

/**
 * Marks a route's schema (written with the English catalogue's messages) as one whose messages
 * the pages show as they come; `of` makes the same schema from another catalogue. Fastify
 * compiles one validator per route and hands it the data alone, so a refusal is read again,
 * with the request's language, when it is answered (`localizedIssues`).
 */
export function shownInEveryLanguage<T extends z.ZodType>(schema: T, of: SchemaOf): T {
  languages.set(schema, { of, made: new Map() });
  return schema;
}

const PARTS = {
  body: (request: FastifyRequest) => request.body,
  querystring: (request: FastifyRequest) => request.query,
  params: (request: FastifyRequest) => request.params,
  headers: (request: FastifyRequest) => request.headers,
};

/**
 * The issues of a request its route's schema refused, written from `texts`; null when they are
 * the English ones already or the schema is not marked (its messages are the API's own).
 */
export function localizedIssues(
  error: FastifyError,
  request: FastifyRequest,
  texts: Catalogue,
): ApiErrorIssue[] | null {
  const part = error.validationContext;
  if (texts === english || !part) return null;
  const schemas = request.routeOptions.schema as Record<string, z.ZodType | undefined> | undefined;
  const schema = schemas?.[part];
  const marked = schema ? languages.get(schema) : undefined;
  if (!marked) return null;
  let localized = marked.made.get(texts);
  if (!localized) {
    localized = marked.of(texts);
    marked.made.set(texts, localized);
  }
  const result = localized.safeParse(PARTS[part](request));
  return result.success ? null : result.error.issues.map(issueOf);
}
