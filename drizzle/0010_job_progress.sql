CREATE TABLE "job_progress" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_progress_sequence" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_progress_job_idx" ON "job_progress" USING btree ("job_id","seq");