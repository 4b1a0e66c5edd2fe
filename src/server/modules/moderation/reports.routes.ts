import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { REPORTS_PER_HOUR } from '../../../shared/moderation-rules';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { listingIdParamsSchema } from '../../../shared/schemas/listing';
import { reportInputSchema, reportInputSchemaOf } from '../../../shared/schemas/report';
import { shownInEveryLanguage } from '../../lib/localized-validation';
import { requestLimit } from '../../lib/request-counter';
import type { ReportsService } from './reports.service';

/**
 * POST /api/listings/{id}/reports. Each account may send REPORTS_PER_HOUR reports an hour,
 * counted per account (shared through Redis) on every request that reaches the route with a
 * session, whatever its body, so no spelling of a body gets around the count.
 */
export const reportsRoutes =
  (deps: { service: ReportsService; redis: Redis | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const limitReports = await requestLimit(app, {
      max: REPORTS_PER_HOUR,
      windowMs: 60 * 60_000,
      redis: deps.redis,
      nameSpace: 'homestead-report-limit:',
      key: (request) => `report:${request.user!.id}`,
      tooMany: (texts, seconds) => texts.api.tooManyReports({ minutes: Math.ceil(seconds / 60) }),
    });

    app.post(
      '/listings/:id/reports',
      {
        // Counted before the body is validated: a refused body is an attempt too.
        preValidation: [app.authenticate, limitReports],
        schema: {
          tags: ['moderation'],
          summary:
            "Reports a listing (one open report per person and listing: sending again replaces it); not one's own",
          params: listingIdParamsSchema,
          // The dialog shows a refusal as it comes: in the page's language.
          body: shownInEveryLanguage(reportInputSchema, (texts) =>
            reportInputSchemaOf(texts.moderation.report),
          ),
          response: {
            204: z.null(),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await deps.service.report(request.user!.id, request.params.id, request.body);
        return reply.code(204).send(null);
      },
    );
  };
