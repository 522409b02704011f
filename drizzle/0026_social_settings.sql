CREATE TABLE "social_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"accounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
