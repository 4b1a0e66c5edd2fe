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
-- As in 0007, and the listing's cells in listing_cell_totals too.
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
$$;--> statement-breakpoint
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
$$;--> statement-breakpoint
SELECT "listing_cells_rebuild"();
