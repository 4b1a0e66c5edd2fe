-- Written by hand (Drizzle cannot declare INCLUDE columns). Price nearby's index keyed by price
-- within a cell in place of latitude: a place's search for a type and bedrooms with a budget (the
-- portals' commonest, "2–3 BHK to rent in Bangalore under ₹40,000") reads only the homes within
-- the budget, for its count and for each cell's first rows of its page, where it read every home
-- of the place under the budget (18,000 index entries for 2,679 matches at a million). Price
-- nearby reads its few cells whole: a cell's height is little more than its box's. With the date
-- listed too, so a page by date reads this index alone.
DROP INDEX "listings_nearby_idx";--> statement-breakpoint
CREATE INDEX "listings_nearby_idx" ON "listings" USING btree ("type","bedrooms","cell","price","id") INCLUDE ("lat","lng","area","created_at","bathrooms","parking","furnished","offer","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";
