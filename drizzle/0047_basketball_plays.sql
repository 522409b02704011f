CREATE TABLE "match_plays" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"plays" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_plays_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
ALTER TABLE "match_plays" ADD CONSTRAINT "match_plays_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;