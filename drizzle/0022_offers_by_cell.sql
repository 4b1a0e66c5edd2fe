-- A place's offers ("Offers only"), by cell and newest first, with every column a search filters
-- on: a place's page of offers reads each cell's newest offers, and the count of the cells on its
-- edge reads their offers alone, not every home of them (one in six is an offer). An offer's
-- write adds one entry; a home without one, none.
CREATE INDEX "listings_cell_offer_idx" ON "listings" USING btree ("cell","created_at","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed" and "offer";
--> statement-breakpoint
-- A price all but says the type: rents ask thousands a month, sales lakhs and crores. Planned as
-- if the two were independent, the rents under ₹40,000 were estimated at three in five of them,
-- and a place's page of them flipped from each cell's newest walk (1.3 ms at a million listings)
-- to reading every home under the budget (6.8 ms), as ANALYZE's sample fell.
CREATE STATISTICS "listings_type_price_stx" (mcv, dependencies) ON "type", "price" FROM "listings";
--> statement-breakpoint
-- Read from the first search, not from autovacuum's next pass: a few seconds at a million rows.
ANALYZE "listings";
