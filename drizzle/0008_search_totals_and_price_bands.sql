-- Every listing of a cell, whatever its filters; the key holds the sums too (INCLUDE).
CREATE TABLE "listing_cell_totals" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cell_totals_pkey" PRIMARY KEY("level","cell_row","cell_col") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cell_totals_listings_check" CHECK ("listing_cell_totals"."listings" >= 0)
);
--> statement-breakpoint
-- Listings per coarse cell, type and band of price; the key holds the sums too (INCLUDE).
CREATE TABLE "listing_cell_prices" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"type" text NOT NULL,
	"band" smallint NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cell_prices_pkey" PRIMARY KEY("level","cell_row","cell_col","type","band") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cell_prices_listings_check" CHECK ("listing_cell_prices"."listings" >= 0)
);
--> statement-breakpoint
-- The band of a price: 64 bands for each factor of e, each about 1.6% wide. The search compares
-- bands with this same function, so a price on a band's edge is never counted twice.
CREATE FUNCTION "listing_price_band"("price" integer) RETURNS smallint
LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT floor(ln(price) * 64)::smallint $$;
--> statement-breakpoint
-- The groups of listing `l` in listing_cell_prices: one in each level of PRICE_CELL_LEVELS.
CREATE FUNCTION "listing_cell_price_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l.lat * 2 ^ k)::integer, floor(l.lng * 2 ^ k)::integer, l.type,
         "listing_price_band"(l.price)
  FROM unnest(array[-1, 1]) AS k;
$$;
--> statement-breakpoint
-- As in 0007, and the listing's totals and price bands too.
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
$$;
--> statement-breakpoint
-- A new price now moves a listing between bands.
DROP TRIGGER "listings_cells_update" ON "listings";
--> statement-breakpoint
CREATE TRIGGER "listings_cells_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN ((OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.furnished, OLD.parking, OLD.offer, OLD.lat, OLD.lng, OLD.price)
        IS DISTINCT FROM
        (NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.furnished, NEW.parking, NEW.offer, NEW.lat, NEW.lng, NEW.price))
  EXECUTE FUNCTION "listing_cells_track"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_cells_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_cells";
  INSERT INTO "listing_cells"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_keys"(l) AS key
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
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- The price index (0005), holding what the map of a region within a budget reads of the listings
-- of its edge price bands (listing-cells.repository.ts), so that it reads them from the index alone.
DROP INDEX "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","id") INCLUDE ("type","lat","lng");--> statement-breakpoint
SELECT "listing_cells_rebuild"();
