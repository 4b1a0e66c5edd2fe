-- Written by hand. The price bands are kept for the cells of 1/16° too (level 4, as
-- listing_cells): the map of a city with a budget sums its cells' bands, not every home under the
-- budget (18,000 in Bengaluru's box under ₹40,000 at a million listings, against 1,500 kept
-- rows). A listing's write upserts one more row.
CREATE OR REPLACE FUNCTION "listing_cell_price_keys_at"("l_lat" double precision, "l_lng" double precision,
                                                        "l_type" text, "l_price" integer)
RETURNS TABLE ("level" smallint, "cell_row" integer, "cell_col" integer, "type" text, "band" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k::smallint, floor(l_lat * 2 ^ k)::integer, floor(l_lng * 2 ^ k)::integer, l_type,
         "listing_price_band"(l_price)
  FROM unnest(array[-1, 1, 4]) AS k;
$$;--> statement-breakpoint
INSERT INTO "listing_cell_prices"
SELECT key.*, count(*), sum(l.lat), sum(l.lng)
FROM "listings" AS l, "listing_cell_price_keys"(l) AS key
WHERE l.listed AND key."level" = 4
GROUP BY 1, 2, 3, 4, 5;
