CREATE TABLE "movie_progress" (
	"user_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_progress_user_id_movie_id_pk" PRIMARY KEY("user_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"year" integer,
	"runtime_minutes" integer DEFAULT 0 NOT NULL,
	"rating" text,
	"genres" text[] DEFAULT '{}' NOT NULL,
	"cast" text[] DEFAULT '{}' NOT NULL,
	"poster_url" text,
	"video_id" integer,
	"trailer_video_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "movies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "movie_progress" ADD CONSTRAINT "movie_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_progress" ADD CONSTRAINT "movie_progress_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movie_progress_user_idx" ON "movie_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "movies_published_year_idx" ON "movies" USING btree ("published","year");