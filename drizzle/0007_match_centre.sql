CREATE TABLE "lineup_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer,
	"name" text NOT NULL,
	"shirt_number" smallint,
	"position" text,
	"starter" boolean NOT NULL,
	"captain" boolean DEFAULT false NOT NULL,
	"slot" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"formation" text,
	"coach" text,
	"source" text NOT NULL,
	CONSTRAINT "match_lineups_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "match_stats" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"possession" smallint NOT NULL,
	"shots" smallint NOT NULL,
	"shots_on_target" smallint NOT NULL,
	"corners" smallint NOT NULL,
	"fouls" smallint NOT NULL,
	"offsides" smallint NOT NULL,
	"saves" smallint NOT NULL,
	"xg" real,
	"pressure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_stats_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "referee" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "attendance" integer;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_stats" ADD CONSTRAINT "match_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_stats" ADD CONSTRAINT "match_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lineup_players_match_idx" ON "lineup_players" USING btree ("match_id","team_id","slot");