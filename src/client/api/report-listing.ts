import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '../../shared/schemas/report';
import { sendJson } from './http';

/** POST /api/listings/:id/reports: 204; sending again replaces one's open report of it. */
export async function reportListing(listingId: string, report: ReportInput): Promise<void> {
  await sendJson<null>('POST', `/api/listings/${encodeURIComponent(listingId)}/reports`, report);
}

export function useReportListing() {
  return useMutation<void, Error, { listingId: string; report: ReportInput }>({
    mutationFn: ({ listingId, report }) => reportListing(listingId, report),
  });
}
