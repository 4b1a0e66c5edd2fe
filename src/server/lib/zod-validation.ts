import type { FastifyError, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorIssue } from '../../shared/api-errors';

type IssuePath = ApiErrorIssue['path'];

/**
 * Validates a request part with the route's zod schema (what fastify-type-provider-zod's compiler
 * does), keeping each issue's path as an array: the library only keeps it joined into a JSON
 * pointer, where "/images/0" no longer tells an index from a key.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map(toValidationError) };
  };

const pathOf = (issue: z.core.$ZodIssue): IssuePath =>
  issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));

/** A zod issue as an answer names it: its path as an array, and its message. */
export const issueOf = (issue: z.core.$ZodIssue): ApiErrorIssue => ({
  path: pathOf(issue),
  message: issue.message,
});

function toValidationError(issue: z.core.$ZodIssue): FastifySchemaValidationError {
  const path = pathOf(issue);
  const pointer = `/${path.join('/')}`;
  return {
    keyword: issue.code,
    instancePath: pointer,
    schemaPath: `#${pointer}/${issue.code}`,
    message: issue.message,
    params: { path },
  };
}

/** Every broken rule of a request that failed validation, or null for any other error. */
export function validationIssues(error: FastifyError): ApiErrorIssue[] | null {
  if (!error.validation || error.validation.length === 0) return null;
  return error.validation.map((failure) => ({
    // Every route validates with the compiler above, which puts the path in params.
    path: Array.isArray(failure.params.path) ? (failure.params.path as IssuePath) : [],
    message: failure.message ?? 'Invalid value',
  }));
}
