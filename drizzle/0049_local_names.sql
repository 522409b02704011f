ALTER TABLE "competitions" ADD COLUMN "local_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "local_names" jsonb DEFAULT '{}'::jsonb NOT NULL;