import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { SessionUser } from '../auth/authenticate';
import { moderatorCheck } from '../auth/moderators';
import type { ListingsRepository } from '../listings/listings.module';
import { createModerationActionsRepository } from './moderation-actions.repository';
import { createModerationListsRepository } from './moderation-lists.repository';
import { createModerationListsService } from './moderation-lists.service';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';
import { createReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export interface ModerationDeps {
  db: Db;
  listings: ListingsRepository;
  /** The moderators' e-mails (ADMIN_EMAILS): an account named there may not be suspended. */
  adminEmails: readonly string[];
  sessionUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Shared counters of the report limit; in-process counters without it. */
  redis: Redis | undefined;
}

/**
 * Reports and moderation (docs/product.md#reports-and-moderation,
 * docs/decisions/0026-moderation.md): anyone signed in reports a listing; moderators hide, restore
 * and dismiss from /moderation, suspend and reinstate accounts, each action recorded in an
 * append-only history.
 */
export function createModeration(deps: ModerationDeps): { apiRoutes: FastifyPluginAsync } {
  const reports = createReportsRepository(deps.db);
  const moderation = createModerationService({
    actions: createModerationActionsRepository(deps.db),
    reports,
    listings: deps.listings,
    isModerator: moderatorCheck(deps.adminEmails),
  });
  const lists = createModerationListsService({
    reports,
    lists: createModerationListsRepository(deps.db),
  });
  const reporting = createReportsService({ reports, listings: deps.listings });
  return {
    /** Register under the /api prefix. */
    apiRoutes: async (api) => {
      await api.register(reportsRoutes({ service: reporting, redis: deps.redis }));
      await api.register(moderationRoutes({ lists, moderation, sessionUser: deps.sessionUser }));
    },
  };
}
