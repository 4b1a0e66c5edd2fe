DROP INDEX "saved_search_cells_match_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "amenity_bits" smallint GENERATED ALWAYS AS (((case when 'lift' = any(amenities) then 1 else 0 end) + (case when 'power-backup' = any(amenities) then 2 else 0 end) + (case when 'security' = any(amenities) then 4 else 0 end) + (case when 'gym' = any(amenities) then 8 else 0 end) + (case when 'pool' = any(amenities) then 16 else 0 end) + (case when 'piped-gas' = any(amenities) then 32 else 0 end))::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tenant_bits" smallint GENERATED ALWAYS AS (((case when 'family' = any(tenants) then 1 else 0 end) + (case when 'bachelors' = any(tenants) then 2 else 0 end) + (case when 'company' = any(tenants) then 4 else 0 end))::smallint) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area_sort" integer GENERATED ALWAYS AS (coalesce(area, -1)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ppsf_sort" double precision GENERATED ALWAYS AS (coalesce((case when offer then discounted_price else regular_price end)::float8 / area, 'Infinity'::float8)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD COLUMN "min_area" integer;--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD COLUMN "max_area" integer;--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD COLUMN "available_by" date;--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD COLUMN "tenant_bit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD COLUMN "amenity_bits" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_ppsf_idx" ON "listings" USING btree ("ppsf_sort","id") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_type_area_idx" ON "listings" USING btree ("type","area_sort","id") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_type_ppsf_idx" ON "listings" USING btree ("type","ppsf_sort","id") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "saved_search_cells_match_idx" ON "saved_search_cells" USING btree ("cell","type","max_price","min_price","beds_mask","baths","furnished","parking","offer","min_area","max_area","available_by","tenant_bit","amenity_bits","search_id");--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD CONSTRAINT "saved_search_cells_area_check" CHECK ("saved_search_cells"."min_area" between 0 and 100000 and "saved_search_cells"."max_area" between 0 and 100000 and "saved_search_cells"."min_area" <= "saved_search_cells"."max_area");--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD CONSTRAINT "saved_search_cells_tenant_check" CHECK ("saved_search_cells"."tenant_bit" in (0, 1, 2, 4));--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD CONSTRAINT "saved_search_cells_amenities_check" CHECK ("saved_search_cells"."amenity_bits" between 0 and 63);--> statement-breakpoint
-- Written by hand (Drizzle cannot declare INCLUDE columns). The search's cell indexes hold the
-- facts a search filters on too, so a search by area, availability, tenant or amenities still
-- reads a place's matches from an index alone; two more, one per new sort, merge a city's page
-- from each cell's first rows. Over all India, an area range is read from listings_area_idx and
-- a set of amenities from listings_amenities_idx (its homes are those whose bits are one of the
-- set's supersets), each holding every filtered column: counting 10,000 matches reads 10,000
-- index entries, not the table.
DROP INDEX "listings_cell_created_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_created_idx" ON "listings" USING btree ("cell","created_at","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
DROP INDEX "listings_cell_price_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_price_idx" ON "listings" USING btree ("cell","price","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","created_at","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
CREATE INDEX "listings_cell_area_idx" ON "listings" USING btree ("cell","area_sort","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
CREATE INDEX "listings_cell_ppsf_idx" ON "listings" USING btree ("cell","ppsf_sort","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
CREATE INDEX "listings_area_idx" ON "listings" USING btree ("area_sort","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
CREATE INDEX "listings_amenities_idx" ON "listings" USING btree ("amenity_bits") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits") WHERE "listed";
