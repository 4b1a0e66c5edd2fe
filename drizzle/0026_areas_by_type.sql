-- Written by hand (Drizzle cannot declare INCLUDE columns). A place's homes by area, keyed by
-- type before the area (as listings_cell_ppsf_idx is since 0021): a place's search for a type
-- with an area bound reads that type's homes within it, not every home of the place within it
-- (Kochi's family rents with a lift from 1,200 sq ft at a million: 22,000 index entries to
-- 13,000 for 3,262 matches). A search without a type reads each type in turn (the search writes
-- its types as a list), as a page sorted by area reads each cell.
DROP INDEX "listings_cell_area_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_area_idx" ON "listings" USING btree ("cell","type","area_sort","id") INCLUDE ("bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","available_from","tenant_bits","amenity_bits") WHERE "listed";
