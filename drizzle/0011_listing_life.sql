DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_type_created_idx";--> statement-breakpoint
DROP INDEX "listings_offer_created_idx";--> statement-breakpoint
DROP INDEX "listings_type_price_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expired_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "renewed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (closed_at is null and hidden_at is null and expired_at is null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_type_created_idx" ON "listings" USING btree ("type","created_at","id") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_offer_created_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."offer" and "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_type_price_idx" ON "listings" USING btree ("type","price","id") WHERE "listings"."listed";--> statement-breakpoint
-- A listing was last renewed when it was last saved.
UPDATE "listings" SET "renewed_at" = "updated_at";--> statement-breakpoint
-- The search's own indexes (0007, 0008), which Drizzle cannot declare, hold listed listings only.
DROP INDEX "listings_cell_created_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_created_idx" ON "listings" USING btree ("cell","created_at","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng") WHERE "listed";--> statement-breakpoint
DROP INDEX "listings_cell_price_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_price_idx" ON "listings" USING btree ("cell","price","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","created_at","lat","lng") WHERE "listed";--> statement-breakpoint
DROP INDEX "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id") INCLUDE ("type","lat","lng") WHERE "listed";--> statement-breakpoint
-- The grid counts listed listings only: one that leaves the public (rented, sold, hidden,
-- expired) is taken out of its cells, and put back when it returns, in the same transaction.
CREATE OR REPLACE FUNCTION "listing_cells_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.listed THEN PERFORM "listing_cells_add"(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.listed THEN PERFORM "listing_cells_add"(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "listings_cells_update" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_cells_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN ((OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.furnished, OLD.parking, OLD.offer, OLD.lat, OLD.lng, OLD.price, OLD.listed)
        IS DISTINCT FROM
        (NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.furnished, NEW.parking, NEW.offer, NEW.lat, NEW.lng, NEW.price, NEW.listed))
  EXECUTE FUNCTION "listing_cells_track"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_cells_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_cells";
  INSERT INTO "listing_cells"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_keys"(l) AS key
  WHERE l.listed
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  DELETE FROM "listing_cell_totals";
  INSERT INTO "listing_cell_totals"
  SELECT "level", "cell_row", "cell_col", sum("listings"), sum("lat_sum"), sum("lng_sum")
  FROM "listing_cells"
  GROUP BY 1, 2, 3;
  DELETE FROM "listing_cell_prices";
  INSERT INTO "listing_cell_prices"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_price_keys"(l) AS key
  WHERE l.listed
  GROUP BY 1, 2, 3, 4, 5;
$$;
