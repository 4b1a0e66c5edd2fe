-- Written by hand (Drizzle cannot declare INCLUDE columns). Price nearby's index keyed by price
-- within a cell in place of latitude: a place's count of a type and bedrooms with a budget (the
-- portals' commonest search, "2–3 BHK to rent in Bangalore under ₹40,000") reads only the homes
-- within the budget, where it read every home of the place under it (18,000 index entries for
-- 2,679 matches at a million, now 6,000). Price nearby reads its few cells whole: a cell is
-- little taller than its box. Without the date listed: a cell's page by date would then read
-- every home of its type and bedrooms to sort them, where walking its newest rows costs less (a
-- city's 2 BHK rents 2.2 against 4.3 ms).
DROP INDEX "listings_nearby_idx";--> statement-breakpoint
CREATE INDEX "listings_nearby_idx" ON "listings" USING btree ("type","bedrooms","cell","price","id") INCLUDE ("lat","lng","area","bathrooms","parking","furnished","offer","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";
