CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolution" text,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('rented_or_sold', 'wrong_details', 'fake_or_scam', 'broker', 'offensive', 'other')),
	CONSTRAINT "listing_reports_details_check" CHECK (char_length("listing_reports"."details") <= 1000 and ("listing_reports"."reason" <> 'other' or btrim("listing_reports"."details") <> '')),
	CONSTRAINT "listing_reports_resolution_check" CHECK (("listing_reports"."resolved_at" is null) = ("listing_reports"."resolution" is null) and ("listing_reports"."resolution" is null or "listing_reports"."resolution" in ('hidden', 'dismissed', 'suspended')))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"moderator_id" text NOT NULL,
	"moderator_name" text NOT NULL,
	"action" text NOT NULL,
	"listing_id" uuid,
	"listing_name" text,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('hide', 'restore', 'dismiss', 'suspend', 'reinstate')),
	CONSTRAINT "moderation_actions_target_check" CHECK (("moderation_actions"."action" in ('suspend', 'reinstate')) = ("moderation_actions"."listing_id" is null) and ("moderation_actions"."listing_id" is null) = ("moderation_actions"."listing_name" is null)),
	CONSTRAINT "moderation_actions_reasons_check" CHECK (jsonb_typeof("moderation_actions"."reasons") = 'object')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_with_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("listing_id","reporter_id") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_account_idx" ON "moderation_actions" USING btree ("account_id","action","id");--> statement-breakpoint
CREATE INDEX "listings_hidden_idx" ON "listings" USING btree ("hidden_at","id") WHERE "listings"."hidden_at" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_with_account_check" CHECK (not "listings"."hidden_with_account" or "listings"."hidden_at" is not null);--> statement-breakpoint
-- Written by hand (Drizzle cannot declare triggers): the moderators' history is append-only.
-- Rows are added in the transaction of each action; changing or removing one is refused,
-- whoever asks, so the record of who did what stays whole.
CREATE FUNCTION "moderation_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_actions is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "moderation_actions_no_update_or_delete" BEFORE UPDATE OR DELETE ON "moderation_actions"
  FOR EACH ROW EXECUTE FUNCTION "moderation_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_actions_no_truncate" BEFORE TRUNCATE ON "moderation_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_actions_append_only"();
