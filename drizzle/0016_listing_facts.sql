ALTER TABLE "listings" ADD COLUMN "area" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area_type" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_floors" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "maintenance" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tenants" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_area_check" CHECK (("listings"."area" is null) = ("listings"."area_type" is null) and ("listings"."area" is null or "listings"."area" between 50 and 100000 and "listings"."area_type" in ('carpet', 'built_up', 'super_built_up')));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_floor_check" CHECK (("listings"."floor" is null) = ("listings"."total_floors" is null) and ("listings"."floor" is null or "listings"."floor" between 0 and 200 and "listings"."total_floors" between 1 and 200 and "listings"."floor" <= "listings"."total_floors"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_charges_check" CHECK (coalesce("listings"."deposit", 0) between 0 and 100000000 and coalesce("listings"."maintenance", 0) between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rent_facts_check" CHECK ("listings"."type" = 'rent' or ("listings"."deposit" is null and "listings"."maintenance" is null and cardinality("listings"."tenants") = 0));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_tenants_check" CHECK ("listings"."tenants" <@ array['family', 'bachelors', 'company']::text[]);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_amenities_check" CHECK ("listings"."amenities" <@ array['lift', 'power-backup', 'security', 'gym', 'pool', 'piped-gas']::text[]);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_description_check" CHECK (char_length("listings"."description") between 1 and 2000);