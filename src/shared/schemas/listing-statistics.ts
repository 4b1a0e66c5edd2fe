/** What GET /api/listings/:id/statistics answers (placeholder until the server's schema lands). */
export interface ListingStatistics {
  listingId: string;
  name: string;
  days: { day: string; views: number; saves: number; messages: number }[];
  totals: { views: number; saves: number; messages: number };
}
