-- The key holds the counts too (INCLUDE): a search sums a place's groups from the index alone.
CREATE TABLE "listing_cells" (
	"level" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"type" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"furnished" boolean NOT NULL,
	"parking" boolean NOT NULL,
	"offer" boolean NOT NULL,
	"listings" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "listing_cells_pkey" PRIMARY KEY("level","cell_row","cell_col","type","bedrooms","bathrooms","furnished","parking","offer") INCLUDE ("listings","lat_sum","lng_sum"),
	CONSTRAINT "listing_cells_listings_check" CHECK ("listing_cells"."listings" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cell" integer GENERATED ALWAYS AS ((floor(lat * 16)::integer + 2048) * 8192 + floor(lng * 16)::integer + 4096) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "listings_search_box_idx";--> statement-breakpoint
CREATE INDEX "listings_cell_created_idx" ON "listings" USING btree ("cell","created_at","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","price","lat","lng");--> statement-breakpoint
CREATE INDEX "listings_cell_price_idx" ON "listings" USING btree ("cell","price","id") INCLUDE ("type","bedrooms","bathrooms","parking","furnished","offer","created_at","lat","lng");
--> statement-breakpoint
-- The groups listing `l` belongs to, one in each level of the grid (the levels of CELL_LEVELS in
-- listing-cells.table.ts).
CREATE FUNCTION "listing_cell_keys"("l" "listings")
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text,
               "bedrooms" smallint, "bathrooms" smallint, "furnished" boolean, "parking" boolean,
               "offer" boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l.lat * 2 ^ k)::integer, floor(l.lng * 2 ^ k)::integer, l.type,
         least(l.bedrooms, 5)::smallint, least(l.bathrooms, 4)::smallint, l.furnished, l.parking,
         l.offer
  FROM unnest(array[-1, 1, 4]) AS k;
$$;--> statement-breakpoint
-- Counts listing `l` in its groups (`change` 1) or takes it out of them (-1). Taking out is an
-- UPDATE: the row an upsert proposes must pass the CHECK before its conflict is seen.
CREATE FUNCTION "listing_cells_add"("l" "listings", "change" integer) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cells_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "listing_cells_add"(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM "listing_cells_add"(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_cells_insert_delete" AFTER INSERT OR DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_cells_track"();--> statement-breakpoint
-- An edit of the name, the photos or a price moves nothing.
CREATE TRIGGER "listings_cells_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN ((OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.furnished, OLD.parking, OLD.offer, OLD.lat, OLD.lng)
        IS DISTINCT FROM
        (NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.furnished, NEW.parking, NEW.offer, NEW.lat, NEW.lng))
  EXECUTE FUNCTION "listing_cells_track"();--> statement-breakpoint
-- Counts every listing again from scratch: the backfill here, and after a bulk load that ran with
-- the triggers disabled.
CREATE FUNCTION "listing_cells_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "listing_cells";
  INSERT INTO "listing_cells"
  SELECT key.*, count(*), sum(l.lat), sum(l.lng)
  FROM "listings" AS l, "listing_cell_keys"(l) AS key
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
$$;--> statement-breakpoint
SELECT "listing_cells_rebuild"();
