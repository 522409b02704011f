ALTER TABLE "movies" ADD COLUMN "poster_media_id" integer;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_poster_media_id_media_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movies_deleted_idx" ON "movies" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "videos_deleted_idx" ON "videos" USING btree ("deleted_at");