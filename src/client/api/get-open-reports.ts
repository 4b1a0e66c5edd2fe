import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenReports } from '../../shared/schemas/moderation';
import { getJson, type RequestContext } from './http';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/reports: the reported listings, the most reported first (404 unless a moderator). */
export function getOpenReports(context?: RequestContext): Promise<OpenReports> {
  return getJson<OpenReports>('/api/moderation/reports', context);
}

export function openReportsQuery(userId: string) {
  return queryOptions({
    queryKey: moderationKeys.reports(userId),
    queryFn: (context) => getOpenReports(context),
  });
}

export function useOpenReports(userId: string) {
  return useQuery(openReportsQuery(userId));
}
