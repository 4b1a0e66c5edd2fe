ALTER TABLE "listings" ADD COLUMN "price" integer GENERATED ALWAYS AS (case when offer then discounted_price else regular_price end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "listings_type_price_idx" ON "listings" USING btree ("type","price","id");--> statement-breakpoint
CREATE INDEX "listings_lat_lng_idx" ON "listings" USING btree ("lat","lng");