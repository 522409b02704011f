CREATE TABLE "chat_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"allow_links" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD COLUMN "lifted_by" text;