ALTER TABLE "media" ADD COLUMN "previous_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "media_previous_keys_idx" ON "media" USING gin ("previous_keys");