CREATE TABLE "tv_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"xmltv_id" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"number" integer DEFAULT 0 NOT NULL,
	"stream_video_id" integer,
	"entitlement" text DEFAULT 'tv' NOT NULL,
	"guide_source_url" text,
	"guide_fetched_at" timestamp with time zone,
	"guide_fetch" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tv_channels_xmltv_id_unique" UNIQUE("xmltv_id")
);
--> statement-breakpoint
CREATE TABLE "tv_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"category" text,
	"match_id" integer,
	"source" text DEFAULT 'xmltv' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tv_programmes" ADD CONSTRAINT "tv_programmes_channel_id_tv_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."tv_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tv_programmes_channel_start_idx" ON "tv_programmes" USING btree ("channel_id","starts_at");