-- The same index, holding what the map of a region within a budget reads of the listings of its
-- edge price bands (listing-cells.repository.ts), so that it reads them from the index alone.
DROP INDEX "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id") INCLUDE ("type","lat","lng");
