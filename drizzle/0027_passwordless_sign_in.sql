CREATE TABLE "passwordless_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"browser_hash" text,
	"guest_user_id" integer,
	"return_to" text DEFAULT '/' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "passwordless_codes" ADD CONSTRAINT "passwordless_codes_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passwordless_codes_hash_uq" ON "passwordless_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "passwordless_codes_address_idx" ON "passwordless_codes" USING btree ("channel","address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_anonymous_idx" ON "users" USING btree ("anonymous","last_sign_in_at");