CREATE TABLE "live_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_event_id" text NOT NULL,
	"input_hash" text NOT NULL,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sequence" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_log_source_uq" ON "live_log" USING btree ("source","source_event_id");--> statement-breakpoint
CREATE INDEX "live_log_match_idx" ON "live_log" USING btree ("match_id","seq");