CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"about_listing_id" uuid NOT NULL,
	"listing_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"seeker_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_message_at" timestamp (3) with time zone NOT NULL,
	"last_message_preview" text NOT NULL,
	"last_sender_id" text NOT NULL,
	"owner_unread" boolean DEFAULT false NOT NULL,
	"seeker_unread" boolean DEFAULT false NOT NULL,
	"owner_mailed" boolean DEFAULT false NOT NULL,
	"seeker_mailed" boolean DEFAULT false NOT NULL,
	"first_reply_at" timestamp (3) with time zone,
	CONSTRAINT "conversations_listing_seeker_unique" UNIQUE("about_listing_id","seeker_id"),
	CONSTRAINT "conversations_two_people_check" CHECK ("conversations"."owner_id" <> "conversations"."seeker_id")
);
--> statement-breakpoint
CREATE TABLE "message_blocks" (
	"owner_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_owner_id_blocked_id_pk" PRIMARY KEY("owner_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "messages_text_length_check" CHECK (char_length(btrim("messages"."text")) between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_owner_activity_idx" ON "conversations" USING btree ("owner_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_seeker_activity_idx" ON "conversations" USING btree ("seeker_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_seeker_created_idx" ON "conversations" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_created_idx" ON "conversations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_unread_idx" ON "conversations" USING btree ("owner_id") WHERE "conversations"."owner_unread";--> statement-breakpoint
CREATE INDEX "conversations_seeker_unread_idx" ON "conversations" USING btree ("seeker_id") WHERE "conversations"."seeker_unread";--> statement-breakpoint
CREATE INDEX "conversations_listing_idx" ON "conversations" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_sent_idx" ON "messages" USING btree ("conversation_id","sent_at","id");