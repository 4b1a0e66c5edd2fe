import { MODERATION_ERROR_CODES } from '../../../shared/api-errors';
import type { Report } from '../../../shared/schemas/report';
import { forbidden, notFound } from '../../lib/errors';
import type { ListingsRepository } from '../listings/listings.module';
import type { ReportsRepository } from './reports.repository';

/**
 * "Report this listing": anyone signed in reports a listing they can see, except its owner. A
 * hidden listing is not there to report for anyone but its owner (404, as its page answers).
 */
export function createReportsService(deps: {
  reports: ReportsRepository;
  listings: Pick<ListingsRepository, 'findById'>;
}) {
  const { reports, listings } = deps;
  return {
    async report(reporterId: string, listingId: string, report: Report): Promise<void> {
      const listing = await listings.findById(listingId);
      if (!listing || (listing.hiddenAt && listing.userId !== reporterId)) {
        throw notFound('Listing');
      }
      if (listing.userId === reporterId) {
        throw forbidden(
          MODERATION_ERROR_CODES.ownListing,
          (texts) => texts.moderation.report.ownListing,
        );
      }
      // Deleted or hidden since it was read: nothing to report any more.
      if (!(await reports.upsert(listingId, reporterId, report))) throw notFound('Listing');
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
