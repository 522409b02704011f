import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Locale, NAMED_LOCALES } from "../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator, type Translator } from "../../shared/i18n/messages.ts";
import type { Db } from "../db/connect.ts";
import { requestLocale } from "../platform/request-language.ts";
import type { Tx } from "../platform/transactions.ts";
import { plans } from "./schema.ts";
import { ENTITLEMENTS, type PlanTexts, type PlanView } from "./types.ts";

export type PlanRow = typeof plans.$inferSelect;

/** A plan's name as a reader of `locale` sees it: staff's name in that language, else the English one. */
export function planNameIn(row: Pick<PlanRow, "name" | "localTexts">, locale: Locale): string {
  return (locale !== "en" && row.localTexts[locale]?.name) || row.name;
}

/**
 * A plan's name, description and features as a reader of `locale` sees them: each part in that
 * language where staff gave it, else the English one.
 */
export function planTextIn(
  row: Pick<PlanRow, "name" | "description" | "features" | "localTexts">,
  locale: Locale,
): { name: string; description: string; features: string[] } {
  const local = locale === "en" ? undefined : row.localTexts[locale];
  return {
    name: planNameIn(row, locale),
    description: local?.description || row.description,
    features: local?.features?.length ? local.features : row.features,
  };
}

/** A plan as fans see it, worded in `locale`: the request's language by default, English outside one. */
export function toPlanView(row: PlanRow, locale: Locale = requestLocale()): PlanView {
  return {
    id: row.id,
    slug: row.slug,
    ...planTextIn(row, locale),
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    interval_count: row.intervalCount,
    entitlements: row.entitlements,
  };
}

/** The plans on sale, in the order staff gave them. */
export async function activePlans(db: Db): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map((row) => toPlanView(row));
}

export async function planById(db: Db | Tx, id: number, options: { activeOnly?: boolean } = {}) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), options.activeOnly ? eq(plans.active, true) : undefined));
  return row;
}

// The demo price list's words: English is stored in the plan's own columns, every other language
// in its local texts, so the demo reads in each language as staff's plans would once translated.
const d = defineMessages({
  freeName: { id: "billing.demo-plan.free.name", defaultMessage: "Free", description: "A plan's name" },
  freeDescription: {
    id: "billing.demo-plan.free.description",
    defaultMessage: "Scores, fixtures, results and tables for every fan.",
  },
  premiumName: {
    id: "billing.demo-plan.premium.name",
    defaultMessage: "Premium",
    description: "A plan's name",
  },
  monthlyDescription: {
    id: "billing.demo-plan.premium-monthly.description",
    defaultMessage: "Everything, billed every month. Cancel any time.",
  },
  yearlyDescription: {
    id: "billing.demo-plan.premium-yearly.description",
    defaultMessage: "Everything for a year: two months free.",
  },
  passName: {
    id: "billing.demo-plan.match-pass.name",
    defaultMessage: "Match pass",
    description: "A plan's name",
  },
  passDescription: {
    id: "billing.demo-plan.match-pass.description",
    defaultMessage: "All of Premium for 24 hours: one big match day.",
  },
  liveScores: {
    id: "billing.demo-plan.feature.live-scores",
    defaultMessage: "Live scores and match centres",
  },
  tables: { id: "billing.demo-plan.feature.tables", defaultMessage: "Fixtures, results and tables" },
  goalAlerts: { id: "billing.demo-plan.feature.goal-alerts", defaultMessage: "Goal alerts" },
  everythingFree: { id: "billing.demo-plan.feature.everything-free", defaultMessage: "Everything in Free" },
  everythingPremium: {
    id: "billing.demo-plan.feature.everything-premium",
    defaultMessage: "Everything in Premium",
  },
  tv: { id: "billing.demo-plan.feature.tv", defaultMessage: "Every live TV channel" },
  films: { id: "billing.demo-plan.feature.films", defaultMessage: "The film library" },
  highlights: { id: "billing.demo-plan.feature.highlights", defaultMessage: "Full-length match highlights" },
  chat: { id: "billing.demo-plan.feature.chat", defaultMessage: "Premium chat rooms" },
  oneDay: { id: "billing.demo-plan.feature.one-day", defaultMessage: "For one day, no renewal" },
});

/** The demo plans' words in one language. */
function demoTexts(t: Translator) {
  const premium = [t(d.everythingFree), t(d.tv), t(d.films), t(d.highlights), t(d.chat)];
  return {
    free: {
      name: t(d.freeName),
      description: t(d.freeDescription),
      features: [t(d.liveScores), t(d.tables), t(d.goalAlerts)],
    },
    "premium-monthly": { name: t(d.premiumName), description: t(d.monthlyDescription), features: premium },
    "premium-yearly": { name: t(d.premiumName), description: t(d.yearlyDescription), features: premium },
    "match-pass": {
      name: t(d.passName),
      description: t(d.passDescription),
      features: [t(d.everythingPremium), t(d.oneDay)],
    },
  };
}
type DemoSlug = keyof ReturnType<typeof demoTexts>;

/** Each demo plan's words in the site's other languages, from their catalogues. */
function demoLocalTexts(
  translator: ((locale: Locale) => Translator) | undefined,
): Record<DemoSlug, PlanTexts> {
  const texts: Record<DemoSlug, PlanTexts> = {
    free: {},
    "premium-monthly": {},
    "premium-yearly": {},
    "match-pass": {},
  };
  if (!translator) return texts;
  for (const locale of NAMED_LOCALES) {
    const words = demoTexts(translator(locale));
    for (const slug of Object.keys(texts) as DemoSlug[]) texts[slug][locale] = words[slug];
  }
  return texts;
}

/** The demo price list, in the configured currency: whole-unit prices scale for 0- and 3-decimal currencies. */
function demoPlans(currency: string, digits: number, localTexts: Record<DemoSlug, PlanTexts>) {
  const price = (hundredths: number) => Math.round((hundredths * 10 ** digits) / 100);
  const premium = [...ENTITLEMENTS];
  const english = demoTexts(sourceTranslator);
  const plan = (slug: DemoSlug) => ({ slug, ...english[slug], localTexts: localTexts[slug] });
  return [
    { ...plan("free"), amount: 0, interval: "month" as const, entitlements: [] },
    { ...plan("premium-monthly"), amount: price(499), interval: "month" as const, entitlements: premium },
    { ...plan("premium-yearly"), amount: price(4990), interval: "year" as const, entitlements: premium },
    { ...plan("match-pass"), amount: price(199), interval: "pass" as const, entitlements: premium },
  ].map((plan, index) => ({ ...plan, currency, intervalCount: 1, sortOrder: index * 10 }));
}

/**
 * Writes the demo price list into an empty plans table (a fresh install); staff edit it from there.
 * On a site that has plans, a demo plan still in its English demo words and without other
 * languages gets theirs (a site set up before plans spoke them); one staff have reworded keeps
 * what they wrote.
 */
export async function seedDemoPlans(
  db: Db,
  currency: string,
  digits: number,
  translator?: (locale: Locale) => Translator,
): Promise<number> {
  const localTexts = demoLocalTexts(translator);
  const demo = demoPlans(currency, digits, localTexts);
  const [existing] = await db.select({ id: plans.id }).from(plans).limit(1);
  if (!existing) {
    const inserted = await db.insert(plans).values(demo).onConflictDoNothing().returning({ id: plans.id });
    return inserted.length;
  }
  if (!translator) return 0;
  // One read on every boot; a demo plan is written only while it still lacks its other languages.
  const untranslated = await db
    .select({
      id: plans.id,
      slug: plans.slug,
      name: plans.name,
      description: plans.description,
      features: plans.features,
    })
    .from(plans)
    .where(and(inArray(plans.slug, Object.keys(localTexts)), sql`${plans.localTexts} = '{}'::jsonb`));
  for (const row of untranslated) {
    const plan = demo.find((candidate) => candidate.slug === row.slug);
    const reworded =
      !plan ||
      row.name !== plan.name ||
      row.description !== plan.description ||
      JSON.stringify(row.features) !== JSON.stringify(plan.features);
    if (!reworded) await db.update(plans).set({ localTexts: plan.localTexts }).where(eq(plans.id, row.id));
  }
  return 0;
}
