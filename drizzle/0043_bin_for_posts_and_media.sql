ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_by" text;