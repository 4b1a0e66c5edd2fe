CREATE TABLE "listing_view_visitors" (
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor" "bytea" NOT NULL,
	CONSTRAINT "listing_view_visitors_day_listing_id_visitor_pk" PRIMARY KEY("day","listing_id","visitor"),
	CONSTRAINT "listing_view_visitors_visitor_check" CHECK (octet_length("listing_view_visitors"."visitor") = 16)
);
--> statement-breakpoint
CREATE TABLE "listing_views_daily" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_views_daily_listing_id_day_pk" PRIMARY KEY("listing_id","day"),
	CONSTRAINT "listing_views_daily_views_check" CHECK ("listing_views_daily"."views" >= 0)
);
--> statement-breakpoint
DROP INDEX "saved_homes_listing_idx";--> statement-breakpoint
DROP INDEX "conversations_listing_idx";--> statement-breakpoint
ALTER TABLE "listing_views_daily" ADD CONSTRAINT "listing_views_daily_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_homes_listing_saved_idx" ON "saved_homes" USING btree ("listing_id","saved_at");--> statement-breakpoint
CREATE INDEX "conversations_listing_created_idx" ON "conversations" USING btree ("listing_id","created_at");