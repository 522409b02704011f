CREATE TABLE "odds_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"format" text,
	"hide" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"minute" integer,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"probabilities" jsonb NOT NULL,
	"margin" real NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_ratings" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"base" real NOT NULL,
	"home" real NOT NULL,
	"rho" real NOT NULL,
	"teams" jsonb NOT NULL,
	"prior" jsonb NOT NULL,
	"results" integer NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"margin" real DEFAULT 0.05 NOT NULL,
	"suspension_seconds" integer DEFAULT 30 NOT NULL,
	"default_format" text DEFAULT 'decimal' NOT NULL,
	"markets" jsonb NOT NULL,
	"disabled_competitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "odds_preferences" ADD CONSTRAINT "odds_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_prices" ADD CONSTRAINT "odds_prices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_ratings" ADD CONSTRAINT "odds_ratings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "odds_prices_match_key_uq" ON "odds_prices" USING btree ("match_id","key");--> statement-breakpoint
CREATE INDEX "odds_prices_match_at_idx" ON "odds_prices" USING btree ("match_id","at");