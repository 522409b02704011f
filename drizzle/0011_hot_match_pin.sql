CREATE TABLE "hot_match_pins" (
	"slot" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"match_id" integer NOT NULL,
	"pinned_by_id" text NOT NULL,
	"pinned_by_name" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_match_pins_one_slot" CHECK ("hot_match_pins"."slot" = 1)
);
--> statement-breakpoint
ALTER TABLE "hot_match_pins" ADD CONSTRAINT "hot_match_pins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;