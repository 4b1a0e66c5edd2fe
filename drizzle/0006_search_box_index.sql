DROP INDEX "listings_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "listings_search_box_idx" ON "listings" USING btree ("lat","lng") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","created_at","id");
