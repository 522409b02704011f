import type { z } from "@hono/zod-openapi";
import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { NAMED_LOCALES } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { asciiSlug } from "../../platform/slug.ts";
import type { Tx } from "../../platform/transactions.ts";
import { toPlanView } from "../plans.ts";
import { plans } from "../schema.ts";
import type { PlanTexts } from "../types.ts";
import { audited, containing, type StaffAction } from "./audit.ts";
import type { CmsPlanView, planCreate, planPatch, planQuery } from "./schemas.ts";

type PlanRow = typeof plans.$inferSelect;

type LocalTextsInput = z.infer<typeof planCreate>["local_texts"];

/** The stored words in other languages as the admin API shows them, languages in the site's order. */
function localTextsView(stored: PlanTexts): CmsPlanView["local_texts"] {
  const view: CmsPlanView["local_texts"] = {};
  for (const locale of NAMED_LOCALES) {
    const text = stored[locale];
    if (text)
      view[locale] = { name: text.name, description: text.description ?? "", features: text.features ?? [] };
  }
  return view;
}

/**
 * The stored words after an edit: each language the edit names is replaced, or removed when all its
 * parts are empty; the others stay. An empty part is not kept: the English one reads in its place.
 */
function changedLocalTexts(before: PlanTexts, edit: LocalTextsInput): PlanTexts {
  const after: PlanTexts = {};
  for (const locale of NAMED_LOCALES) {
    const given = edit && locale in edit ? edit[locale] : before[locale];
    if (!given?.name && !given?.description && !given?.features?.length) continue;
    after[locale] = {
      name: given.name,
      ...(given.description ? { description: given.description } : {}),
      ...(given.features?.length ? { features: given.features } : {}),
    };
  }
  return after;
}

export function toCmsPlan(row: PlanRow): CmsPlanView {
  return {
    // Staff edit the English words; the other languages' are beside them.
    ...toPlanView(row, "en"),
    local_texts: localTextsView(row.localTexts),
    version: row.version,
    sort_order: row.sortOrder,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const planNotFound = () =>
  new AppError("not-found", "plan-not-found", "There is no plan with this id.");

async function ensureSlugFree(tx: Db | Tx, slug: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.slug, slug), exceptId === undefined ? undefined : ne(plans.id, exceptId)))
    .limit(1);
  if (clash) {
    throw new AppError("conflict", "plan-slug-taken", `Another plan already uses the address ${slug}.`, {
      field: "slug",
    });
  }
}

export async function listCmsPlans(db: Db, query: z.infer<typeof planQuery>) {
  const where = and(
    query.q ? or(ilike(plans.name, containing(query.q)), ilike(plans.slug, containing(query.q))) : undefined,
    query.active ? eq(plans.active, query.active === "true") : undefined,
  );
  const column = { sort_order: plans.sortOrder, name: plans.name, amount: plans.amount, id: plans.id }[
    query.sort
  ];
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(direction(column), direction(plans.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(plans).where(where),
  ]);
  return { data: rows.map(toCmsPlan), total: total?.total ?? 0 };
}

export async function getCmsPlan(db: Db | Tx, id: number): Promise<CmsPlanView> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw planNotFound();
  return toCmsPlan(row);
}

/** A new plan; its slug is made from the name unless given. */
export function createPlan(db: Db, who: StaffAction, input: z.infer<typeof planCreate>) {
  return audited(db, who, "plan.create", async (tx) => {
    const slug = input.slug ?? asciiSlug(input.name, "plan");
    await ensureSlugFree(tx, slug);
    const [row] = await tx
      .insert(plans)
      .values({
        slug,
        name: input.name,
        description: input.description,
        amount: input.amount,
        currency: input.currency,
        interval: input.interval,
        intervalCount: input.interval_count,
        entitlements: input.entitlements,
        features: input.features,
        localTexts: changedLocalTexts({}, input.local_texts),
        sortOrder: input.sort_order,
        active: input.active,
      })
      .returning();
    const after = toCmsPlan(row!);
    return { target: { type: "plan", id: after.id }, after, result: after };
  });
}

/**
 * Edits a plan read at version `base`. Payments copied the price when they started, so a new
 * price applies to checkouts from now on and never to what was already charged.
 */
export function updatePlan(
  db: Db,
  who: StaffAction,
  change: { id: number; base: number; patch: z.infer<typeof planPatch> },
) {
  return audited(db, who, "plan.update", async (tx) => {
    const [locked] = await tx.select().from(plans).where(eq(plans.id, change.id)).for("update");
    if (!locked) throw planNotFound();
    const before = toCmsPlan(locked);
    if (before.version !== change.base) throw editConflict(before);
    const { patch } = change;
    if (patch.slug !== undefined && patch.slug !== before.slug)
      await ensureSlugFree(tx, patch.slug, change.id);
    const [row] = await tx
      .update(plans)
      .set({
        slug: patch.slug,
        name: patch.name,
        description: patch.description,
        amount: patch.amount,
        currency: patch.currency,
        interval: patch.interval,
        intervalCount: patch.interval_count,
        entitlements: patch.entitlements,
        features: patch.features,
        localTexts:
          patch.local_texts === undefined
            ? undefined
            : changedLocalTexts(locked.localTexts, patch.local_texts),
        sortOrder: patch.sort_order,
        active: patch.active,
        version: sql`${plans.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(plans.id, change.id))
      .returning();
    const after = toCmsPlan(row!);
    return { target: { type: "plan", id: change.id }, before, after, result: after };
  });
}
