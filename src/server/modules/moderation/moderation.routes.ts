import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COMMON_ERROR_CODES } from '../../../shared/api-errors';
import {
  ACCOUNT_ACTIONS,
  LISTING_ACTIONS,
  type AccountAction,
  type ListingAction,
} from '../../../shared/moderation-rules';
import { apiErrorSchema } from '../../../shared/schemas/error';
import {
  hiddenListingsSchema,
  moderatedAccountParamsSchema,
  moderatedListingParamsSchema,
  moderationHistorySchema,
  moderationPageQuerySchema,
  openReportsSchema,
} from '../../../shared/schemas/moderation';
import { AppError } from '../../lib/errors';
import { neverCached } from '../../lib/never-cached';
import type { SessionUser } from '../auth/authenticate';
import type { ModerationListsService } from './moderation-lists.service';
import type { ModerationService } from './moderation.service';

const summaries: Record<ListingAction | AccountAction, string> = {
  hide: 'Hides a listing from everyone but its owner and the moderators; closes its open reports',
  restore: 'Shows a hidden listing again',
  dismiss: 'Closes the open reports of a listing, changing nothing else',
  suspend:
    "Suspends an account (not one's own or a moderator's): its sessions end, its listings are hidden",
  reinstate: 'Lifts a suspension and shows again the listings it hid',
};

/**
 * /api/moderation/…: the moderators' lists and actions. To anyone else, visitors included,
 * every route answers as a path that does not exist (404, before its input is even read).
 */
export const moderationRoutes =
  (deps: {
    lists: ModerationListsService;
    moderation: ModerationService;
    sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { lists, moderation } = deps;
    neverCached(app);
    // onRequest, not the routes' preHandler: before the body is parsed and validated, so that to
    // anyone but a moderator these routes do not exist (a 404, never a 400 that says otherwise).
    app.addHook('onRequest', async (request) => {
      const user = await deps.sessionUser(request);
      if (!user?.moderator) {
        throw new AppError(
          404,
          COMMON_ERROR_CODES.notFound,
          `${request.method} ${request.url} not found`,
        );
      }
      request.user = user;
    });
    const tags = ['moderation'];

    app.get(
      '/moderation/reports',
      {
        schema: {
          tags,
          summary: 'Open reports, one item per listing, the most reported first (moderators)',
          response: { 200: openReportsSchema, 404: apiErrorSchema },
        },
      },
      () => lists.openReports(),
    );

    app.get(
      '/moderation/hidden',
      {
        schema: {
          tags,
          summary: 'Hidden listings, the latest hidden first (moderators)',
          querystring: moderationPageQuerySchema,
          response: { 200: hiddenListingsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => lists.hidden(request.query.cursor),
    );

    app.get(
      '/moderation/history',
      {
        schema: {
          tags,
          summary: "Every moderator's action, newest first (moderators)",
          querystring: moderationPageQuerySchema,
          response: { 200: moderationHistorySchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => lists.history(request.query.cursor),
    );

    const actionResponses = {
      204: z.null(),
      400: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
    };
    const moderator = (request: FastifyRequest) => ({
      id: request.user!.id,
      name: request.user!.name,
    });

    for (const action of LISTING_ACTIONS) {
      app.post(
        `/moderation/listings/:id/${action}`,
        {
          schema: {
            tags,
            summary: `${summaries[action]} (moderators)`,
            params: moderatedListingParamsSchema,
            response: actionResponses,
          },
        },
        async (request, reply) => {
          await moderation[action](moderator(request), request.params.id);
          return reply.code(204).send(null);
        },
      );
    }

    for (const action of ACCOUNT_ACTIONS) {
      app.post(
        `/moderation/accounts/:id/${action}`,
        {
          schema: {
            tags,
            summary: `${summaries[action]} (moderators)`,
            params: moderatedAccountParamsSchema,
            response: actionResponses,
          },
        },
        async (request, reply) => {
          await moderation[action](moderator(request), request.params.id);
          return reply.code(204).send(null);
        },
      );
    }
  };
