ALTER TABLE "tv_programmes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tv_programmes" ADD COLUMN "deleted_by" text;