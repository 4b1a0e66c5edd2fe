DROP INDEX "listings_name_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reminded_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "listings_renewed_idx" ON "listings" USING btree ("renewed_at") WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_remind_idx" ON "listings" USING btree ("renewed_at") WHERE "listings"."listed" and "listings"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "listings_name_trgm_idx" ON "listings" USING gin ("name" gin_trgm_ops) WHERE "listings"."listed";--> statement-breakpoint
CREATE INDEX "listings_location_trgm_idx" ON "listings" USING gin ("location" gin_trgm_ops) WHERE "listings"."listed";--> statement-breakpoint
-- Hand-written (docs/decisions/0027-listing-expiry.md). The grid's counts (0007, 0008, 0011)
-- follow an UPDATE of any number of listings with one set of statements: a statement-level
-- trigger sums what the statement changed per group and applies the sums, in the same
-- transaction. The row-level trigger it replaces took 4 ms a listing on a million (an expiry run
-- of 900,000 listings would have taken an hour); inserts and deletes keep theirs.
--
-- The groups of a listing, from its columns: a transition table's rows are records, which
-- listing_cell_keys(listings) cannot take. The levels live here alone from now on.
CREATE FUNCTION "listing_cell_keys_at"("l_lat" double precision, "l_lng" double precision,
                                        "l_type" text, "l_bedrooms" integer, "l_bathrooms" integer,
                                        "l_furnished" boolean, "l_parking" boolean, "l_offer" boolean)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "bedrooms" smallint, "bathrooms" smallint, "furnished" boolean, "parking" boolean,
               "offer" boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l_lat * 2 ^ k)::integer, floor(l_lng * 2 ^ k)::integer, l_type,
         least(l_bedrooms, 5)::smallint, least(l_bathrooms, 4)::smallint, l_furnished, l_parking,
         l_offer
  FROM unnest(array[-1, 1, 4]) AS k;
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_price_keys_at"("l_lat" double precision, "l_lng" double precision,
                                              "l_type" text, "l_price" integer)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l_lat * 2 ^ k)::integer, floor(l_lng * 2 ^ k)::integer, l_type,
         "listing_price_band"(l_price)
  FROM unnest(array[-1, 1]) AS k;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_cell_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "bedrooms" smallint, "bathrooms" smallint, "furnished" boolean, "parking" boolean,
               "offer" boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM "listing_cell_keys_at"(l.lat, l.lng, l.type, l.bedrooms, l.bathrooms, l.furnished,
                                       l.parking, l.offer);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_cell_price_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM "listing_cell_price_keys_at"(l.lat, l.lng, l.type, l.price);
$$;--> statement-breakpoint
-- Every listing whose counted values changed (its filters, place, price, or being listed) leaves
-- its old groups (-1) and enters its new ones (+1); the changes are summed per group, and each
-- table gets one upsert for the groups that grew and one update for the others (an upsert's
-- proposed row must pass the CHECK before its conflict is seen, so a negative one cannot be
-- upserted). JIT is off: compiling cost more than a batch of a few thousand rows takes.
CREATE FUNCTION "listing_cells_track_update"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  WITH "changes" AS (
    SELECT c.*
    FROM "old_rows" AS o JOIN "new_rows" AS n ON n."id" = o."id",
    LATERAL (
      SELECT -1, o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer",
             o."lat", o."lng", o."price"
      WHERE o."listed"
      UNION ALL
      SELECT 1, n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer",
             n."lat", n."lng", n."price"
      WHERE n."listed"
    ) AS c("change", "type", "bedrooms", "bathrooms", "furnished", "parking", "offer", "lat",
           "lng", "price")
    WHERE (o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer", o."lat",
           o."lng", o."price", o."listed")
          IS DISTINCT FROM
          (n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer", n."lat",
           n."lng", n."price", n."listed")
  ), "cells" AS (
    SELECT key.*, sum(c."change")::integer AS "n", sum(c."lat" * c."change") AS "lat",
           sum(c."lng" * c."change") AS "lng"
    FROM "changes" AS c,
         "listing_cell_keys_at"(c."lat", c."lng", c."type", c."bedrooms", c."bathrooms",
                                c."furnished", c."parking", c."offer") AS key
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ), "cells_in" AS (
    INSERT INTO "listing_cells" AS c
    SELECT * FROM "cells" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col", "type", "bedrooms", "bathrooms", "furnished",
                 "parking", "offer")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  ), "cells_out" AS (
    UPDATE "listing_cells" AS c
    SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
        "lng_sum" = c."lng_sum" + d."lng"
    FROM "cells" AS d
    WHERE d."n" <= 0
      AND (c."level", c."cell_row", c."cell_col", c."type", c."bedrooms", c."bathrooms",
           c."furnished", c."parking", c."offer")
        = (d."level", d."cell_row", d."cell_col", d."type", d."bedrooms", d."bathrooms",
           d."furnished", d."parking", d."offer")
  ), "totals" AS (
    SELECT "level", "cell_row", "cell_col", sum("n")::integer AS "n", sum("lat") AS "lat",
           sum("lng") AS "lng"
    FROM "cells"
    GROUP BY 1, 2, 3
  ), "totals_in" AS (
    INSERT INTO "listing_cell_totals" AS c
    SELECT * FROM "totals" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  ), "totals_out" AS (
    UPDATE "listing_cell_totals" AS c
    SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
        "lng_sum" = c."lng_sum" + d."lng"
    FROM "totals" AS d
    WHERE d."n" <= 0
      AND (c."level", c."cell_row", c."cell_col") = (d."level", d."cell_row", d."cell_col")
  ), "prices" AS (
    SELECT key.*, sum(c."change")::integer AS "n", sum(c."lat" * c."change") AS "lat",
           sum(c."lng" * c."change") AS "lng"
    FROM "changes" AS c,
         "listing_cell_price_keys_at"(c."lat", c."lng", c."type", c."price") AS key
    GROUP BY 1, 2, 3, 4, 5
  ), "prices_in" AS (
    INSERT INTO "listing_cell_prices" AS c
    SELECT * FROM "prices" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col", "type", "band")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  )
  UPDATE "listing_cell_prices" AS c
  SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
      "lng_sum" = c."lng_sum" + d."lng"
  FROM "prices" AS d
  WHERE d."n" <= 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."band")
      = (d."level", d."cell_row", d."cell_col", d."type", d."band");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "listings_cells_update" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_cells_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_cells_track_update"();
