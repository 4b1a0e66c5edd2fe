-- Listings per coarse cell, type, preferred tenants and amenities (listing-cells.table.ts); the
-- key holds the sums too (INCLUDE).
CREATE TABLE "listing_cell_facts" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"type" text NOT NULL,
	"tenant_bits" smallint NOT NULL,
	"amenity_bits" smallint NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cell_facts_pkey" PRIMARY KEY("level","cell_row","cell_col","type","tenant_bits","amenity_bits") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cell_facts_listings_check" CHECK ("listing_cell_facts"."listings" >= 0)
);--> statement-breakpoint
-- Written by hand (docs/decisions/0040-search-facts-at-a-million.md). The groups of a listing in
-- listing_cell_facts: one in each level of PRICE_CELL_LEVELS.
CREATE FUNCTION "listing_cell_fact_keys_at"("l_lat" double precision, "l_lng" double precision,
                                             "l_type" text, "l_tenant_bits" smallint,
                                             "l_amenity_bits" smallint)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "tenant_bits" smallint, "amenity_bits" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l_lat * 2 ^ k)::integer, floor(l_lng * 2 ^ k)::integer, l_type,
         l_tenant_bits, l_amenity_bits
  FROM unnest(array[-1, 1]) AS k;
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_fact_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "tenant_bits" smallint, "amenity_bits" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM "listing_cell_fact_keys_at"(l.lat, l.lng, l.type, l.tenant_bits, l.amenity_bits);
$$;--> statement-breakpoint
-- As in 0008, and the listing's facts too: an insert or a delete (one listing at a time).
CREATE OR REPLACE FUNCTION "listing_cells_add"("l" "listings", "change" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "listing_cells" AS c
  SELECT key.*, 1, l.lat, l.lng FROM "listing_cell_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col", "type", "bedrooms", "bathrooms", "furnished",
               "parking", "offer")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cells" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."bedrooms", c."bathrooms",
         c."furnished", c."parking", c."offer")
      = (key."level", key."cell_row", key."cell_col", key."type", key."bedrooms", key."bathrooms",
         key."furnished", key."parking", key."offer");
  INSERT INTO "listing_cell_totals" AS c
  SELECT key."level", key."cell_row", key."cell_col", 1, l.lat, l.lng
  FROM "listing_cell_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cell_totals" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col") = (key."level", key."cell_row", key."cell_col");
  INSERT INTO "listing_cell_prices" AS c
  SELECT key.*, 1, l.lat, l.lng FROM "listing_cell_price_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col", "type", "band")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cell_prices" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_price_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."band")
      = (key."level", key."cell_row", key."cell_col", key."type", key."band");
  INSERT INTO "listing_cell_facts" AS c
  SELECT key.*, 1, l.lat, l.lng FROM "listing_cell_fact_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col", "type", "tenant_bits", "amenity_bits")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cell_facts" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_fact_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."tenant_bits", c."amenity_bits")
      = (key."level", key."cell_row", key."cell_col", key."type", key."tenant_bits",
         key."amenity_bits");
$$;--> statement-breakpoint
-- As in 0014, and the facts too: a listing whose tenants or amenities change moves between
-- groups.
CREATE OR REPLACE FUNCTION "listing_cells_track_update"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  WITH "changes" AS (
    SELECT c.*
    FROM "old_rows" AS o JOIN "new_rows" AS n ON n."id" = o."id",
    LATERAL (
      SELECT -1, o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer",
             o."lat", o."lng", o."price", o."tenant_bits", o."amenity_bits"
      WHERE o."listed"
      UNION ALL
      SELECT 1, n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer",
             n."lat", n."lng", n."price", n."tenant_bits", n."amenity_bits"
      WHERE n."listed"
    ) AS c("change", "type", "bedrooms", "bathrooms", "furnished", "parking", "offer", "lat",
           "lng", "price", "tenant_bits", "amenity_bits")
    WHERE (o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer", o."lat",
           o."lng", o."price", o."tenant_bits", o."amenity_bits", o."listed")
          IS DISTINCT FROM
          (n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer", n."lat",
           n."lng", n."price", n."tenant_bits", n."amenity_bits", n."listed")
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
  ), "prices_out" AS (
    UPDATE "listing_cell_prices" AS c
    SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
        "lng_sum" = c."lng_sum" + d."lng"
    FROM "prices" AS d
    WHERE d."n" <= 0
      AND (c."level", c."cell_row", c."cell_col", c."type", c."band")
        = (d."level", d."cell_row", d."cell_col", d."type", d."band")
  ), "facts" AS (
    SELECT key.*, sum(c."change")::integer AS "n", sum(c."lat" * c."change") AS "lat",
           sum(c."lng" * c."change") AS "lng"
    FROM "changes" AS c,
         "listing_cell_fact_keys_at"(c."lat", c."lng", c."type", c."tenant_bits",
                                     c."amenity_bits") AS key
    GROUP BY 1, 2, 3, 4, 5, 6
  ), "facts_in" AS (
    INSERT INTO "listing_cell_facts" AS c
    SELECT * FROM "facts" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col", "type", "tenant_bits", "amenity_bits")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  )
  UPDATE "listing_cell_facts" AS c
  SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
      "lng_sum" = c."lng_sum" + d."lng"
  FROM "facts" AS d
  WHERE d."n" <= 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."tenant_bits", c."amenity_bits")
      = (d."level", d."cell_row", d."cell_col", d."type", d."tenant_bits", d."amenity_bits");
  RETURN NULL;
END $$;--> statement-breakpoint
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
  DELETE FROM "listing_cell_facts";
  INSERT INTO "listing_cell_facts"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_fact_keys"(l) AS key
  WHERE l.listed
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;--> statement-breakpoint
INSERT INTO "listing_cell_facts"
SELECT key.*, count(*), sum(l.lat), sum(l.lng)
FROM "listings" AS l, "listing_cell_fact_keys"(l) AS key
WHERE l.listed
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- A city's page sorted by price per sq ft merges each cell's first rows of each type asked: a
-- sale's walk no longer passes every rent of its cell (cheaper per sq ft) first. The same
-- columns as before, so a write costs the same.
DROP INDEX "listings_cell_ppsf_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_ppsf_idx" ON "listings" USING btree ("cell","type","ppsf_sort","id") INCLUDE ("bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";--> statement-breakpoint
-- A place's rarer amenities (gym, swimming pool, piped gas): a home with the amenity in a cell of
-- the place, with every column a search filters on, so a count or the map's clusters of a place
-- asking for one read its homes that have it, not every home of the place. Lift, power backup and
-- security are common enough that reading every home costs little more.
CREATE INDEX "listings_cell_gym_idx" ON "listings" USING btree ("cell") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed" and "amenity_bits" & 8 <> 0;--> statement-breakpoint
CREATE INDEX "listings_cell_pool_idx" ON "listings" USING btree ("cell") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed" and "amenity_bits" & 16 <> 0;--> statement-breakpoint
CREATE INDEX "listings_cell_piped_gas_idx" ON "listings" USING btree ("cell") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed" and "amenity_bits" & 32 <> 0;--> statement-breakpoint
-- Price nearby's index (0020), keyed by type, bedrooms and cell, holds every column a search
-- filters on too: a place's count of homes of a type and a bedroom count with a fact reads
-- those homes from the index alone, not the table.
DROP INDEX "listings_nearby_idx";--> statement-breakpoint
CREATE INDEX "listings_nearby_idx" ON "listings" USING btree ("type","bedrooms","cell","lat") INCLUDE ("lng","price","area","id","bathrooms","parking","furnished","offer","area_sort","available_from","tenant_bits","amenity_bits") WHERE "listed";
