import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  REPORT_DETAILS_SHOWN,
  REPORT_REASONS,
  type ReportReason,
} from '../../../shared/moderation-rules';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { listingReports, type ReportResolution } from './reports.table';

/** A reported listing as "Open reports" shows it. */
export interface OpenReportRow {
  listingId: string;
  name: string;
  type: 'rent' | 'sale';
  ownerId: string;
  ownerName: string;
  reports: number;
  reasons: Record<ReportReason, number>;
  details: { text: string; reportedAt: string }[];
}

/** One count of open reports per reason: count(*) filter (where reason = …). */
const reasonCounts = Object.fromEntries(
  REPORT_REASONS.map((reason) => [
    reason,
    sql<number>`(count(*) filter (where ${listingReports.reason} = ${reason}))::int`,
  ]),
) as Record<ReportReason, ReturnType<typeof sql<number>>>;

/** SQL for reports; the rules (who may report what) are the service's. */
export function createReportsRepository(db: Db) {
  return {
    /**
     * Records the report of a listing that is still to be seen (not hidden, not the reporter's
     * own), replacing the reporter's open report of it if there is one; false when the listing is
     * no longer there to report (deleted or hidden meanwhile).
     */
    async upsert(
      listingId: string,
      reporterId: string,
      report: { reason: ReportReason; details: string },
    ): Promise<boolean> {
      const rows = await rawRows<{ id: string }>(
        db,
        sql`insert into ${listingReports} (listing_id, reporter_id, reason, details)
            select ${listings.id}, ${reporterId}, ${report.reason}, ${report.details}
            from ${listings}
            where ${listings.id} = ${listingId} and ${listings.hiddenAt} is null
              and ${listings.userId} <> ${reporterId}
            on conflict (listing_id, reporter_id) where resolved_at is null
            do update set reason = excluded.reason, details = excluded.details,
                          reported_at = now()
            returning id`,
      );
      return rows.length > 0;
    },

    /**
     * The listings with open reports, the most reported first (then the latest reported), with
     * their counts per reason and the latest details written.
     */
    async open(limit: number): Promise<OpenReportRow[]> {
      const latest = sql`max(${listingReports.reportedAt})`;
      return (
        db
          .select({
            listingId: listingReports.listingId,
            name: listings.name,
            type: listings.type,
            ownerId: listings.userId,
            ownerName: users.name,
            reports: sql<number>`count(*)::int`,
            reasons: sql<Record<ReportReason, number>>`jsonb_build_object(${sql.join(
              REPORT_REASONS.map((reason) => sql`${reason}::text, ${reasonCounts[reason]}`),
              sql`, `,
            )})`,
            details: sql<{ text: string; reportedAt: string }[]>`coalesce(to_jsonb((
            array_agg(jsonb_build_object('text', ${listingReports.details}, 'reportedAt', ${listingReports.reportedAt})
              order by ${listingReports.reportedAt} desc)
            filter (where ${listingReports.details} <> ''))[1:${sql.raw(String(REPORT_DETAILS_SHOWN))}]), '[]'::jsonb)`,
          })
          .from(listingReports)
          .innerJoin(listings, eq(listings.id, listingReports.listingId))
          .innerJoin(users, eq(users.id, listings.userId))
          // A listing hidden while a report was on its way is the moderators' already.
          .where(and(isNull(listingReports.resolvedAt), isNull(listings.hiddenAt)))
          .groupBy(
            listingReports.listingId,
            listings.name,
            listings.type,
            listings.userId,
            users.name,
          )
          .orderBy(desc(sql`count(*)`), desc(latest), asc(listingReports.listingId))
          .limit(limit)
      );
    },

    /**
     * Closes the open reports of the listings `where` selects, inside the action's transaction;
     * how many of each reason it closed (the action's why).
     */
    async resolve(
      tx: Db,
      target: { listingId: string } | { ownerId: string },
      resolution: ReportResolution,
    ): Promise<Partial<Record<ReportReason, number>>> {
      const which =
        'listingId' in target
          ? sql`listing_id = ${target.listingId}`
          : sql`listing_id in (select id from ${listings} where user_id = ${target.ownerId})`;
      const rows = await rawRows<{ reason: ReportReason; n: number }>(
        tx,
        sql`with closed as (
              update ${listingReports} set resolved_at = now(), resolution = ${resolution}
              where resolved_at is null and ${which}
              returning reason)
            select reason, count(*)::int as n from closed group by reason`,
      );
      return Object.fromEntries(rows.map((row) => [row.reason, row.n]));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
