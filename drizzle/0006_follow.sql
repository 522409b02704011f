CREATE TABLE "followed_competitions" (
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"starred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_competitions_user_id_competition_id_pk" PRIMARY KEY("user_id","competition_id")
);
--> statement-breakpoint
CREATE TABLE "followed_matches" (
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"starred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_matches_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "followed_teams" (
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"starred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_teams_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "followed_competitions" ADD CONSTRAINT "followed_competitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_competitions" ADD CONSTRAINT "followed_competitions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_matches" ADD CONSTRAINT "followed_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_matches" ADD CONSTRAINT "followed_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_teams" ADD CONSTRAINT "followed_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_teams" ADD CONSTRAINT "followed_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "followed_competitions_competition_idx" ON "followed_competitions" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "followed_matches_match_idx" ON "followed_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "followed_teams_team_idx" ON "followed_teams" USING btree ("team_id");