DROP INDEX "policy_versions_kind_version_uq";--> statement-breakpoint
DROP INDEX "posts_slug_uq";--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_of_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_kind_language_version_uq" ON "policy_versions" USING btree ("kind","language","version");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_language_slug_uq" ON "posts" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_language_uq" ON "posts" USING btree ("translation_of","language");