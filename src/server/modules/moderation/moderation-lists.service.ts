import { LISTING_ERROR_CODES } from '../../../shared/api-errors';
import { MODERATION_PAGE_SIZE, OPEN_REPORTS_SHOWN } from '../../../shared/moderation-rules';
import type {
  HiddenListings,
  ModerationHistory,
  OpenReports,
} from '../../../shared/schemas/moderation';
import { badRequest } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../listings/cursor';
import type { ModerationListsRepository } from './moderation-lists.repository';
import type { ReportsRepository } from './reports.repository';

/** A history cursor: the id of the last entry shown, as this server writes it. */
const HISTORY_CURSOR = /^[1-9]\d{0,14}$/;

/** The three lists of /moderation: open reports, hidden listings and the history. */
export function createModerationListsService(deps: {
  reports: ReportsRepository;
  lists: ModerationListsRepository;
}) {
  const { reports, lists } = deps;
  return {
    /** The most reported listings first (the first 100: acting on them brings the next). */
    async openReports(): Promise<OpenReports> {
      const rows = await reports.open(OPEN_REPORTS_SHOWN);
      return {
        items: rows.map((row) => ({
          listing: { id: row.listingId, name: row.name, type: row.type },
          owner: { id: row.ownerId, name: row.ownerName },
          reports: row.reports,
          reasons: row.reasons,
          details: row.details.map((detail) => ({
            text: detail.text,
            reportedAt: new Date(detail.reportedAt).toISOString(),
          })),
        })),
      };
    },

    /** A page of hidden listings, the latest hidden first; one more row says whether more exist. */
    async hidden(cursor?: string): Promise<HiddenListings> {
      const rows = await lists.hidden(
        MODERATION_PAGE_SIZE + 1,
        cursor === undefined ? undefined : decodeCursor(cursor),
      );
      const items = rows.slice(0, MODERATION_PAGE_SIZE);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          listing: { id: row.id, name: row.name, type: row.type },
          owner: { id: row.ownerId, name: row.ownerName },
          hiddenAt: row.hiddenAt.toISOString(),
          withAccount: row.withAccount,
        })),
        nextCursor:
          rows.length > MODERATION_PAGE_SIZE && last
            ? encodeCursor({ createdAt: last.hiddenAt.toISOString(), id: last.id })
            : null,
      };
    },

    /** A page of the history, newest first. */
    async history(cursor?: string): Promise<ModerationHistory> {
      if (cursor !== undefined && !HISTORY_CURSOR.test(cursor)) {
        throw badRequest(LISTING_ERROR_CODES.invalidCursor, 'The cursor is not valid');
      }
      const rows = await lists.history(
        MODERATION_PAGE_SIZE + 1,
        cursor === undefined ? undefined : Number(cursor),
      );
      const items = rows.slice(0, MODERATION_PAGE_SIZE);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          moderator: { id: row.moderatorId, name: row.moderatorName },
          action: row.action,
          listing:
            row.listingId && row.listingName !== null
              ? { id: row.listingId, name: row.listingName }
              : null,
          account: { id: row.accountId, name: row.accountName },
          reasons: row.reasons,
          reinstatable: row.reinstatable,
        })),
        nextCursor: rows.length > MODERATION_PAGE_SIZE && last ? String(last.id) : null,
      };
    },
  };
}

export type ModerationListsService = ReturnType<typeof createModerationListsService>;
