ALTER TABLE "teams" ADD COLUMN "ranking" smallint;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_ranking_ck" CHECK ("teams"."ranking" between 1 and 9999);