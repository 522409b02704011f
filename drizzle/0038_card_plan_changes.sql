ALTER TABLE "stripe_subscriptions" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_plan_changes" ADD COLUMN "gateway_change" text;