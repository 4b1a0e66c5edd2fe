-- A place's offers ("Offers only"), by cell and newest first, with every column a search filters
-- on: a place's page of offers reads each cell's newest offers, and the count of the cells on its
-- edge reads their offers alone, not every home of them (one in six is an offer). An offer's
-- write adds one entry; a home without one, none.
CREATE INDEX "listings_cell_offer_idx" ON "listings" USING btree ("cell","created_at","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed" and "offer";
