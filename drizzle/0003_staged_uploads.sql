CREATE TABLE "staged_upload_parts" (
	"upload_id" text NOT NULL,
	"start" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "staged_upload_parts_upload_id_start_pk" PRIMARY KEY("upload_id","start")
);
--> statement-breakpoint
CREATE TABLE "staged_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_uploads_received_check" CHECK (0 <= "staged_uploads"."received" and "staged_uploads"."received" <= "staged_uploads"."size")
);
--> statement-breakpoint
ALTER TABLE "staged_upload_parts" ADD CONSTRAINT "staged_upload_parts_upload_id_staged_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."staged_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_uploads" ADD CONSTRAINT "staged_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_uploads_created_idx" ON "staged_uploads" USING btree ("created_at");--> statement-breakpoint
-- The bytes are compressed images already: storing them as they are saves the CPU of trying.
ALTER TABLE "staged_upload_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
