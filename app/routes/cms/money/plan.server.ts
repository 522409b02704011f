import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { planTextsOf, planTextValues } from "../../../lib/cms/plan-texts.ts";
import { formLines, formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { pageNotFound } from "../../../lib/middleware.ts";
import { currencyChoices, parseMajorUnits, toMajorUnits } from "../../../lib/money.ts";
import { forPage, refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, formFields, validateForm } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

const m = defineMessages({
  saved: { id: "cms.plan.saved", defaultMessage: "Plan saved." },
  enterPrice: { id: "cms.plan.enter-price", defaultMessage: "Enter a price." },
  anotherLook: { id: "cms.form.another-look", defaultMessage: "Some fields need another look." },
});

type Args = { request: Request; params: { id?: string }; context: Context };

/** `new`, or a plan id the database can hold; anything else is a page that does not exist. */
function planIdOf(id: string | undefined): number | null {
  if (id === "new") return null;
  const value = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id ?? "") || value > 2_147_483_647) throw pageNotFound();
  return value;
}

/** One plan's form (or an empty one under /new), at the version it was read. */
export async function billingPlanLoader({ request, params, context }: Args) {
  const { admin } = await billingPage(context);
  const id = planIdOf(params.id);
  const plan = id === null ? null : await forPage(admin.plan(id));
  const values = {
    name: plan?.name ?? "",
    slug: plan?.slug ?? "",
    description: plan?.description ?? "",
    amount: plan ? toMajorUnits(plan.amount, plan.currency) : "",
    currency: plan?.currency ?? "",
    interval: plan?.interval ?? "month",
    interval_count: String(plan?.interval_count ?? 1),
    features: plan?.features.join("\n") ?? "",
    sort_order: String(plan?.sort_order ?? 0),
    active: String(plan?.active ?? true),
    entitlements: plan?.entitlements ?? [],
  };
  const localTexts = planTextValues(plan?.local_texts);
  return {
    id,
    name: plan?.name ?? null,
    version: plan?.version ?? null,
    values,
    localTexts,
    entitlements: [...requestScopeOf(context).services.billing.ENTITLEMENTS],
    currencies: currencyChoices(),
    createKey: id === null ? randomUUID() : null,
    notice: new URL(request.url).searchParams.get("saved") ? staffTranslator(context)(m.saved) : null,
  };
}

/**
 * The submitted form in the API's shape: the price typed in the currency's major unit becomes minor
 * units (a price that is not one is `priceError`), features one per line, entitlements from their boxes.
 */
function planValues(form: FormData, t: Translator) {
  const values = formFields(form, {
    name: "text",
    slug: "text",
    description: "text",
    currency: "text",
    interval: "text",
    interval_count: "number",
    sort_order: "number",
    active: "boolean",
  });
  values.description ??= "";
  values.entitlements = form.getAll("entitlements").map(String);
  values.features = formLines(form, "features");
  values.local_texts = planTextsOf(form);
  const typed = formText(form, "amount");
  const currency = typeof values.currency === "string" ? values.currency : "";
  let priceError: string | null = typed === "" ? t(m.enterPrice) : null;
  if (!priceError && /^[A-Z]{3}$/.test(currency)) {
    const price = parseMajorUnits(typed, currency);
    if (price.ok) values.amount = price.minor;
    else priceError = price.message;
  }
  return { values, priceError };
}

/** Creates once per form, or saves the version shown; refusals come back as the form's errors. */
export async function billingPlanAction({ request, params, context }: Args) {
  const { staff, admin, who, schemas } = await billingPage(context);
  const id = planIdOf(params.id);
  const form = await readForm(request);
  const t = staffTranslator(context);
  const { values, priceError } = planValues(form, t);
  const checked = validateForm(schemas.planCreate, values, staffTranslator(context));
  if (!checked.ok || priceError) {
    const failure = checked.ok
      ? {
          error: { code: "invalid-input", message: t(m.anotherLook), field: "amount" },
          fields: {},
        }
      : checked.failure;
    if (priceError) failure.fields = { ...failure.fields, amount: priceError };
    return data(failure, { status: 400 });
  }
  try {
    if (id === null) {
      const { location } = await createOnce(
        context,
        { scope: "cms-plans-form", staffId: staff.auth.user.id, form, keyField: "create_key" },
        async () => {
          const created = await admin.createPlan(who, checked.value);
          return { location: `/cms/billing/plans/${created.id}?saved=1` };
        },
      );
      return redirect(location);
    }
    await admin.updatePlan(who, { id, base: Number(form.get("version")), patch: checked.value });
    return redirect(`/cms/billing/plans/${id}?saved=1`);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.error.code === "plan-not-found") throw pageNotFound();
    return data(failure, { status: refusalStatus(error) });
  }
}
