-- Written by hand (Drizzle cannot declare INCLUDE columns). "Price nearby" on a listing's page
-- (price-nearby.repository.ts): the listed homes of one type and bedroom count in the few grid
-- cells around a home, each cell read from the box's south edge to its north, with what the
-- distance and the median need, from the index alone.
CREATE INDEX "listings_nearby_idx" ON "listings" USING btree ("type","bedrooms","cell","lat") INCLUDE ("lng","price","area","id") WHERE "listed";
