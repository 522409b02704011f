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
CREATE TABLE "import_files" (
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "import_files_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"actor_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"files" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_progress_job_idx" ON "job_progress" USING btree ("job_id","seq");