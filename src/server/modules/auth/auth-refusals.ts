import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { ACCOUNT_ERROR_CODES, MODERATION_ERROR_CODES } from '../../../shared/api-errors';
import { textsOf } from '../../lib/request-texts';
import type { LinkRefusal } from './email-verification';
import { rateLimitedMessage } from './rate-limit';

type Context = GenericEndpointContext | null | undefined;

/**
 * The catalogue of the request better-auth is answering: its Accept-Language, English for its
 * server-side calls (auth.api.*), which carry none.
 */
const textsOfContext = (ctx: Context) =>
  textsOf({ headers: ctx?.headers ?? ctx?.request?.headers });

/** The refusal of a sign-in (any way) to a suspended account: "This account is suspended". */
export const accountSuspended = (ctx: Context) =>
  APIError.from('FORBIDDEN', {
    code: MODERATION_ERROR_CODES.accountSuspended,
    message: textsOfContext(ctx).account.suspended,
  });

/** Too many attempts with one e-mail address: 429 with Retry-After. */
export const tooManyAttempts = (ctx: Context, wait: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: ACCOUNT_ERROR_CODES.rateLimited,
      message: rateLimitedMessage(textsOfContext(ctx), wait),
    },
    { 'retry-after': String(wait) },
  );

/*
 * The refusals below the pages never show (they pick their own texts by code): the API's own
 * messages, English only (decision 0020).
 */

/** A sign-in, sign-up or reset without an e-mail address to count the attempt on. */
export const emailMissing = () =>
  APIError.from('BAD_REQUEST', {
    code: ACCOUNT_ERROR_CODES.invalidEmail,
    message: 'Say the e-mail address',
  });

/** A sign-up whose name breaks the rules (displayNameSchema's message). */
export const invalidName = (message = 'Invalid name') =>
  APIError.from('BAD_REQUEST', { code: ACCOUNT_ERROR_CODES.invalidName, message });

/** A verification link used, expired or never ours, opened without a page to go back to. */
export const linkRefused = (refusal: LinkRefusal) =>
  APIError.from('UNAUTHORIZED', { code: refusal.code, message: refusal.message });

/** A sign-in with an e-mail address no account uses (told apart from a wrong password). */
export const noSuchAccount = () =>
  APIError.from('NOT_FOUND', {
    code: ACCOUNT_ERROR_CODES.userNotFound,
    message: 'No account uses this e-mail address',
  });

/** The reset mail could not be sent (better-auth itself only logs the failure). */
export const resetMailFailed = () =>
  APIError.from('SERVICE_UNAVAILABLE', {
    code: ACCOUNT_ERROR_CODES.resetEmailFailed,
    message: 'The reset e-mail could not be sent',
  });
