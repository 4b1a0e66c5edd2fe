import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/error';
import { renewedListingSchema, renewLinkSchema } from '../../../shared/schemas/renew';
import type { RenewLinkService } from './renew-link.service';

/**
 * POST /api/renew: what the page of a reminder's renew link sends (`/renew?token=…`). The page's
 * GET changes nothing, so a mail scanner that fetches the link renews nothing; no sign-in.
 */
export const renewLinkRoutes =
  (service: RenewLinkService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/renew',
      {
        schema: {
          tags: ['listings'],
          summary:
            "Renews the listing a reminder's renew link names, once (no sign-in); a used link changes nothing and says where the listing stands",
          body: renewLinkSchema,
          response: { 200: renewedListingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => service.renew(request.body.token),
    );
  };
