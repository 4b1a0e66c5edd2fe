-- Written by hand. Listings per cell, type and band of area at every level of the grid, and per
-- cell of 1/16°, type and set of amenities (listing-cells.table.ts): the map of a city (or wider)
-- asking for an area range sums the bands the range touches, less the homes of its two edge bands
-- beyond it; a city's map asking for amenities sums the sets holding them. At a million listings
-- Bengaluru's box holds 21,300 homes of 800–1,500 sq ft and 12,402 with a lift and a gym, against
-- a few thousand kept rows each, read without a home's row. The key holds the sums too
-- (INCLUDE).
CREATE TABLE "listing_cell_areas" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"type" text NOT NULL,
	"band" smallint NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cell_areas_pkey" PRIMARY KEY("level","cell_row","cell_col","type","band") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cell_areas_listings_check" CHECK ("listing_cell_areas"."listings" >= 0)
);--> statement-breakpoint
CREATE TABLE "listing_cell_amenities" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"type" text NOT NULL,
	"amenity_bits" smallint NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cell_amenities_pkey" PRIMARY KEY("level","cell_row","cell_col","type","amenity_bits") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cell_amenities_listings_check" CHECK ("listing_cell_amenities"."listings" >= 0)
);--> statement-breakpoint
-- The band of an area: up to 10,000 sq ft each multiple of 50 is a band of its own and the 49
-- values after it the next; beyond, each multiple of 1,000 and the 999 after it. People ask for
-- round areas (800–1,500 sq ft): such a bound is a band's edge, and no home of the band beyond
-- it is read one by one. The search compares bands with this same function, so an area on a
-- band's edge is never counted twice.
CREATE FUNCTION "listing_area_band"("area" integer) RETURNS smallint
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT (CASE WHEN area <= 10000 THEN 2 * (area / 50) + (area % 50 <> 0)::integer
               ELSE 400 + 2 * (area / 1000) + (area % 1000 <> 0)::integer END)::smallint
$$;--> statement-breakpoint
-- The groups of a listing in listing_cell_areas, one at each level; none without an area.
CREATE FUNCTION "listing_cell_area_keys_at"("l_lat" double precision, "l_lng" double precision,
                                             "l_type" text, "l_area" integer)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l_lat * 2 ^ k)::integer, floor(l_lng * 2 ^ k)::integer, l_type,
         "listing_area_band"(l_area)
  FROM unnest(array[-1, 1, 4]) AS k
  WHERE l_area IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_area_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM "listing_cell_area_keys_at"(l.lat, l.lng, l.type, l.area);
$$;--> statement-breakpoint
-- The group of a listing in listing_cell_amenities: a city's cells only (the coarser levels keep
-- amenities with the tenants in listing_cell_facts).
CREATE FUNCTION "listing_cell_amenity_keys_at"("l_lat" double precision, "l_lng" double precision,
                                                "l_type" text, "l_amenity_bits" smallint)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "amenity_bits" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 4::smallint, floor(l_lat * 16)::integer, floor(l_lng * 16)::integer, l_type,
         l_amenity_bits;
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_amenity_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "amenity_bits" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM "listing_cell_amenity_keys_at"(l.lat, l.lng, l.type, l.amenity_bits);
$$;--> statement-breakpoint
-- As in 0021, and the listing's area band and amenities too: an insert or a delete (one listing
-- at a time).
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
  INSERT INTO "listing_cell_areas" AS c
  SELECT key.*, 1, l.lat, l.lng FROM "listing_cell_area_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col", "type", "band")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cell_areas" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_area_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."band")
      = (key."level", key."cell_row", key."cell_col", key."type", key."band");
  INSERT INTO "listing_cell_amenities" AS c
  SELECT key.*, 1, l.lat, l.lng FROM "listing_cell_amenity_keys"(l) AS key WHERE change > 0
  ON CONFLICT ("level", "cell_row", "cell_col", "type", "amenity_bits")
  DO UPDATE SET "listings" = c."listings" + 1, "lat_sum" = c."lat_sum" + excluded."lat_sum",
                "lng_sum" = c."lng_sum" + excluded."lng_sum";
  UPDATE "listing_cell_amenities" AS c
  SET "listings" = c."listings" - 1, "lat_sum" = c."lat_sum" - l.lat, "lng_sum" = c."lng_sum" - l.lng
  FROM "listing_cell_amenity_keys"(l) AS key
  WHERE change < 0
    AND (c."level", c."cell_row", c."cell_col", c."type", c."amenity_bits")
      = (key."level", key."cell_row", key."cell_col", key."type", key."amenity_bits");
$$;--> statement-breakpoint
-- As in 0021, and the area bands and amenity sets too: a listing whose area or amenities change
-- moves between groups. A group a write leaves as it was (a price change's area band, amenities,
-- tenants and rooms) is not written: a price change measured 1.4 ms writing every kept table,
-- 1.0–1.2 without those rows, as before this migration.
CREATE OR REPLACE FUNCTION "listing_cells_track_update"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  WITH "changes" AS (
    SELECT c.*
    FROM "old_rows" AS o JOIN "new_rows" AS n ON n."id" = o."id",
    LATERAL (
      SELECT -1, o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer",
             o."lat", o."lng", o."price", o."tenant_bits", o."amenity_bits", o."area"
      WHERE o."listed"
      UNION ALL
      SELECT 1, n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer",
             n."lat", n."lng", n."price", n."tenant_bits", n."amenity_bits", n."area"
      WHERE n."listed"
    ) AS c("change", "type", "bedrooms", "bathrooms", "furnished", "parking", "offer", "lat",
           "lng", "price", "tenant_bits", "amenity_bits", "area")
    WHERE (o."type", o."bedrooms", o."bathrooms", o."furnished", o."parking", o."offer", o."lat",
           o."lng", o."price", o."tenant_bits", o."amenity_bits", o."area", o."listed")
          IS DISTINCT FROM
          (n."type", n."bedrooms", n."bathrooms", n."furnished", n."parking", n."offer", n."lat",
           n."lng", n."price", n."tenant_bits", n."amenity_bits", n."area", n."listed")
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
    WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
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
    WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
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
    WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
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
  ), "facts_out" AS (
    UPDATE "listing_cell_facts" AS c
    SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
        "lng_sum" = c."lng_sum" + d."lng"
    FROM "facts" AS d
    WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
      AND (c."level", c."cell_row", c."cell_col", c."type", c."tenant_bits", c."amenity_bits")
        = (d."level", d."cell_row", d."cell_col", d."type", d."tenant_bits", d."amenity_bits")
  ), "areas" AS (
    SELECT key.*, sum(c."change")::integer AS "n", sum(c."lat" * c."change") AS "lat",
           sum(c."lng" * c."change") AS "lng"
    FROM "changes" AS c,
         "listing_cell_area_keys_at"(c."lat", c."lng", c."type", c."area") AS key
    GROUP BY 1, 2, 3, 4, 5
  ), "areas_in" AS (
    INSERT INTO "listing_cell_areas" AS c
    SELECT * FROM "areas" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col", "type", "band")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  ), "areas_out" AS (
    UPDATE "listing_cell_areas" AS c
    SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
        "lng_sum" = c."lng_sum" + d."lng"
    FROM "areas" AS d
    WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
      AND (c."level", c."cell_row", c."cell_col", c."type", c."band")
        = (d."level", d."cell_row", d."cell_col", d."type", d."band")
  ), "amenities" AS (
    SELECT key.*, sum(c."change")::integer AS "n", sum(c."lat" * c."change") AS "lat",
           sum(c."lng" * c."change") AS "lng"
    FROM "changes" AS c,
         "listing_cell_amenity_keys_at"(c."lat", c."lng", c."type", c."amenity_bits") AS key
    GROUP BY 1, 2, 3, 4, 5
  ), "amenities_in" AS (
    INSERT INTO "listing_cell_amenities" AS c
    SELECT * FROM "amenities" WHERE "n" > 0
    ON CONFLICT ("level", "cell_row", "cell_col", "type", "amenity_bits")
    DO UPDATE SET "listings" = c."listings" + excluded."listings",
                  "lat_sum" = c."lat_sum" + excluded."lat_sum",
                  "lng_sum" = c."lng_sum" + excluded."lng_sum"
  )
  UPDATE "listing_cell_amenities" AS c
  SET "listings" = c."listings" + d."n", "lat_sum" = c."lat_sum" + d."lat",
      "lng_sum" = c."lng_sum" + d."lng"
  FROM "amenities" AS d
  WHERE d."n" <= 0 AND (d."n", d."lat", d."lng") <> (0, 0, 0)
    AND (c."level", c."cell_row", c."cell_col", c."type", c."amenity_bits")
      = (d."level", d."cell_row", d."cell_col", d."type", d."amenity_bits");
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
  DELETE FROM "listing_cell_areas";
  INSERT INTO "listing_cell_areas"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_area_keys"(l) AS key
  WHERE l.listed
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM "listing_cell_amenities";
  INSERT INTO "listing_cell_amenities"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_amenity_keys"(l) AS key
  WHERE l.listed
  GROUP BY 1, 2, 3, 4, 5;
$$;--> statement-breakpoint
INSERT INTO "listing_cell_areas"
SELECT key.*, count(*), sum(l.lat), sum(l.lng)
FROM "listings" AS l, "listing_cell_area_keys"(l) AS key
WHERE l.listed
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "listing_cell_amenities"
SELECT key.*, count(*), sum(l.lat), sum(l.lng)
FROM "listings" AS l, "listing_cell_amenity_keys"(l) AS key
WHERE l.listed
GROUP BY 1, 2, 3, 4, 5;
