import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Tx } from "../platform/transactions.ts";
import { plans } from "./schema.ts";
import { ENTITLEMENTS, type PlanView } from "./types.ts";

export type PlanRow = typeof plans.$inferSelect;

export function toPlanView(row: PlanRow): PlanView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    interval_count: row.intervalCount,
    entitlements: row.entitlements,
    features: row.features,
  };
}

/** The plans on sale, in the order staff gave them. */
export async function activePlans(db: Db): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map(toPlanView);
}

export async function planById(db: Db | Tx, id: number, options: { activeOnly?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), options.activeOnly ? eq(plans.active, true) : undefined));
  return row;
}

const PREMIUM_FEATURES = [
  "Every live TV channel",
  "The film library",
  "Full-length match highlights",
  "Premium chat rooms",
];

/** The demo price list, in the configured currency: whole-unit prices scale for 0- and 3-decimal currencies. */
function demoPlans(currency: string, digits: number) {
  const price = (hundredths: number) => Math.round((hundredths * 10 ** digits) / 100);
  const premium = [...ENTITLEMENTS];
  return [
    {
      slug: "free",
      name: "Free",
      description: "Scores, fixtures, results and tables for every fan.",
      amount: 0,
      interval: "month" as const,
      entitlements: [],
      features: ["Live scores and match centres", "Fixtures, results and tables", "Goal alerts"],
    },
    {
      slug: "premium-monthly",
      name: "Premium",
      description: "Everything, billed every month. Cancel any time.",
      amount: price(499),
      interval: "month" as const,
      entitlements: premium,
      features: ["Everything in Free", ...PREMIUM_FEATURES],
    },
    {
      slug: "premium-yearly",
      name: "Premium",
      description: "Everything for a year: two months free.",
      amount: price(4990),
      interval: "year" as const,
      entitlements: premium,
      features: ["Everything in Free", ...PREMIUM_FEATURES],
    },
    {
      slug: "match-pass",
      name: "Match pass",
      description: "All of Premium for 24 hours: one big match day.",
      amount: price(199),
      interval: "pass" as const,
      entitlements: premium,
      features: ["Everything in Premium", "For one day, no renewal"],
    },
  ].map((plan, index) => ({ ...plan, currency, intervalCount: 1, sortOrder: index * 10 }));
}

/** Writes the demo price list into an empty plans table (a fresh install); staff edit it from there. */
export async function seedPlansIfEmpty(db: Db, currency: string, digits: number): Promise<number> {
  const [existing] = await db.select({ id: plans.id }).from(plans).limit(1);
  if (existing) return 0;
  const inserted = await db
    .insert(plans)
    .values(demoPlans(currency, digits))
    .onConflictDoNothing()
    .returning({ id: plans.id });
  return inserted.length;
}
