CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_run_at" timestamp (3) with time zone
);
