CREATE TABLE "image_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_deletions_due_idx" ON "image_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "listings_images_idx" ON "listings" USING gin ("images" jsonb_path_ops);