CREATE TABLE "saved_search_cells" (
	"cell" integer NOT NULL,
	"type" text NOT NULL,
	"max_price" integer NOT NULL,
	"min_price" integer NOT NULL,
	"search_id" uuid NOT NULL,
	"beds_mask" integer NOT NULL,
	"baths" integer NOT NULL,
	"furnished" boolean NOT NULL,
	"parking" boolean NOT NULL,
	"offer" boolean NOT NULL,
	CONSTRAINT "saved_search_cells_pkey" PRIMARY KEY("search_id","cell"),
	CONSTRAINT "saved_search_cells_type_check" CHECK ("saved_search_cells"."type" in ('rent', 'sale', 'any')),
	CONSTRAINT "saved_search_cells_price_check" CHECK ("saved_search_cells"."min_price" between 0 and "saved_search_cells"."max_price")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"unsubscribed_from" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"mailed_before" timestamp (3) with time zone,
	"west" double precision,
	"south" double precision,
	"east" double precision,
	"north" double precision,
	"near_lat" double precision,
	"near_lng" double precision,
	"near_east" double precision,
	"near_reach" double precision,
	"text_pattern" text,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly', 'never')),
	CONSTRAINT "saved_searches_unsubscribed_from_check" CHECK ("saved_searches"."unsubscribed_from" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 100),
	CONSTRAINT "saved_searches_query_check" CHECK (char_length("saved_searches"."query") <= 2000),
	CONSTRAINT "saved_searches_box_check" CHECK (("saved_searches"."west" is null) = ("saved_searches"."east" is null) and ("saved_searches"."south" is null) = ("saved_searches"."north" is null) and ("saved_searches"."west" is null) = ("saved_searches"."south" is null))
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"listing_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"matched_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "alert_matches_pkey" PRIMARY KEY("listing_id","search_id")
);
--> statement-breakpoint
CREATE TABLE "alert_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" uuid NOT NULL,
	"previous_price" integer
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"headers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"sent_at" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_cells" ADD CONSTRAINT "saved_search_cells_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_queue" ADD CONSTRAINT "alert_queue_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_cells_match_idx" ON "saved_search_cells" USING btree ("cell","type","max_price","min_price","beds_mask","baths","furnished","parking","offer","search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","id");--> statement-breakpoint
CREATE INDEX "alert_matches_search_idx" ON "alert_matches" USING btree ("search_id","matched_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("due_at") WHERE "mail_outbox"."status" = 'pending';