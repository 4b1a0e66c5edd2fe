-- A version per cell of 1/16° (listings.cell): a new value each time a statement changes what a
-- search reads of a listing of that cell (search/cell-store.ts keeps cells in memory and checks
-- them against these). Values come from a sequence, so a cell never gets an old value back; a
-- cell without a row has never held a listing since this migration, and reads as 0.
CREATE SEQUENCE "listing_cell_version_seq";--> statement-breakpoint
CREATE TABLE "listing_cell_versions" (
  "cell" integer PRIMARY KEY NOT NULL,
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "listing_cell_versions"
  SELECT c."cell", nextval('listing_cell_version_seq')
  FROM (SELECT DISTINCT "cell" FROM "listings") AS c;--> statement-breakpoint
CREATE FUNCTION "listing_cell_versions_bump"("changed" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "listing_cell_versions" AS v
    SELECT c."cell", nextval('listing_cell_version_seq')
    FROM (SELECT DISTINCT unnest("changed") AS "cell") AS c
    ORDER BY c."cell"
  ON CONFLICT ("cell") DO UPDATE SET "version" = excluded."version";
$$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_versions_track_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listing_cell_versions_bump"(array(SELECT "cell" FROM "new_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_versions_track_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listing_cell_versions_bump"(array(SELECT "cell" FROM "old_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only a change to what a search filters, sorts or places by, of a listing listed before or
-- after, moves its cells (the old and the new): a renewal or a reminder leaves them.
CREATE FUNCTION "listing_cell_versions_track_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listing_cell_versions_bump"(array(
    SELECT unnest(array[o."cell", n."cell"])
    FROM "old_rows" AS o JOIN "new_rows" AS n USING ("id")
    WHERE (o."listed" OR n."listed")
      AND (o."listed", o."cell", o."type", o."price", o."bedrooms", o."bathrooms", o."furnished",
           o."parking", o."offer", o."area_sort", o."ppsf_sort", o."available_from",
           o."tenant_bits", o."amenity_bits", o."lat", o."lng", o."created_at")
        IS DISTINCT FROM
          (n."listed", n."cell", n."type", n."price", n."bedrooms", n."bathrooms", n."furnished",
           n."parking", n."offer", n."area_sort", n."ppsf_sort", n."available_from",
           n."tenant_bits", n."amenity_bits", n."lat", n."lng", n."created_at")));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listing_cell_versions_track_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_cell_versions" SET "version" = nextval('listing_cell_version_seq');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_cell_versions_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_cell_versions_track_insert"();--> statement-breakpoint
CREATE TRIGGER "listings_cell_versions_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_cell_versions_track_delete"();--> statement-breakpoint
CREATE TRIGGER "listings_cell_versions_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_cell_versions_track_update"();--> statement-breakpoint
CREATE TRIGGER "listings_cell_versions_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_cell_versions_track_truncate"();
