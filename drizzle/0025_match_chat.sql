CREATE TABLE "chat_log" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" bigint,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"message_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	CONSTRAINT "chat_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"match_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"slow_mode_seconds" smallint DEFAULT 0 NOT NULL,
	"premium_only" boolean DEFAULT false NOT NULL,
	"pinned_message_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"match_id" integer,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_senders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tokens" real NOT NULL,
	"refilled_at" timestamp (3) with time zone NOT NULL,
	"last_text" text DEFAULT '' NOT NULL,
	"last_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_sequence" (
	"id" smallint PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_log_room_idx" ON "chat_log" USING btree ("match_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_once_uq" ON "chat_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "chat_reports_status_idx" ON "chat_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "chat_sanctions_user_idx" ON "chat_sanctions" USING btree ("user_id","created_at");