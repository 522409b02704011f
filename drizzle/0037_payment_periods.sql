ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
-- Payments paid before periods were recorded: the period from the day they were paid.
UPDATE "payments" AS "p" SET
  "period_start" = "p"."paid_at",
  "period_end" = "p"."paid_at" + CASE "pl"."interval"
    WHEN 'month' THEN make_interval(months => "pl"."interval_count")
    WHEN 'year' THEN make_interval(years => "pl"."interval_count")
    ELSE make_interval(days => "pl"."interval_count") END
FROM "plans" AS "pl"
WHERE "pl"."id" = "p"."plan_id" AND "p"."paid_at" IS NOT NULL;
