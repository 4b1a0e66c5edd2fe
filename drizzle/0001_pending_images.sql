CREATE TABLE "pending_images" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_images" ADD CONSTRAINT "pending_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_images_user_idx" ON "pending_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_images_created_idx" ON "pending_images" USING btree ("created_at");