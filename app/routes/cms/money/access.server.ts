import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { formText } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, listQueryOf, validateForm } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

const m = defineMessages({
  granted: { id: "cms.access-page.granted", defaultMessage: "Complimentary access granted." },
  ended: { id: "cms.access-page.ended", defaultMessage: "Access ended." },
  noSuch: { id: "cms.access-page.no-such", defaultMessage: "That access does not exist." },
  chooseDay: { id: "cms.access-page.choose-day", defaultMessage: "Choose the last day of access." },
});

type Args = { request: Request; context: Context };

/** Accounts' access with its filters from the address, the plans to grant, and a fresh key for the grant form. */
export async function billingAccessLoader({ request, context }: Args) {
  const { admin, schemas } = await billingPage(context);
  const url = new URL(request.url);
  const { query, shown } = listQueryOf(schemas.subscriptionQuery, url);
  const parsed = schemas.subscriptionQuery.parse(query);
  const [page, plans] = await Promise.all([
    admin.subscriptions(parsed),
    admin.plans({ sort: "sort_order", order: "asc", limit: 200, offset: 0 }),
  ]);
  const done = url.searchParams.get("done");
  return {
    subscriptions: page.data,
    total: page.total,
    query: shown,
    limit: parsed.limit,
    offset: parsed.offset,
    plans: plans.data
      .filter((plan) => plan.entitlements.length > 0)
      .map(({ id, name, interval, currency, amount }) => ({ id, name, interval, currency, amount })),
    grantKey: randomUUID(),
    notice:
      done === "granted"
        ? staffTranslator(context)(m.granted)
        : done === "ended"
          ? staffTranslator(context)(m.ended)
          : null,
  };
}

/** Grants complimentary access (once per form) or ends one account's access; both audited. */
export async function billingAccessAction({ request, context }: Args) {
  const { staff, admin, who, schemas } = await billingPage(context);
  const form = await readForm(request);
  if (form.get("intent") === "end") {
    const id = Number(form.get("subscription_id"));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
      throw data(staffTranslator(context)(m.noSuch), { status: 404 });
    }
    try {
      await admin.endSubscription(who, id);
    } catch (error) {
      const failure = failureOf(error);
      return data({ intent: "end", ...failure }, { status: refusalStatus(error) });
    }
    return redirect("/cms/billing/access?done=ended");
  }
  const until = formText(form, "ends_on");
  const checked = validateForm(
    schemas.grantBody,
    {
      email: formText(form, "email"),
      plan_id: Number(formText(form, "plan_id")) || undefined,
      // Access lasts to the end of the chosen day, UTC.
      ends_at: /^\d{4}-\d{2}-\d{2}$/.test(until) ? `${until}T23:59:59Z` : until,
    },
    staffTranslator(context),
  );
  if (!checked.ok) {
    const { ends_at: endsAt, ...fields } = checked.failure.fields;
    const failure = {
      ...checked.failure,
      fields: endsAt ? { ...fields, ends_on: staffTranslator(context)(m.chooseDay) } : fields,
    };
    return data({ intent: "grant", ...failure }, { status: 400 });
  }
  try {
    await createOnce(
      context,
      { scope: "cms-grant-form", staffId: staff.auth.user.id, form, keyField: "grant_key" },
      async () => {
        await admin.grant(who, checked.value);
        return { location: "/cms/billing/access?done=granted" };
      },
    );
  } catch (error) {
    const failure = failureOf(error);
    const field = failure.error.field === "ends_at" ? "ends_on" : failure.error.field;
    return data(
      {
        intent: "grant",
        ...failure,
        error: { ...failure.error, field },
        fields: field ? { [field]: failure.error.message } : {},
      },
      { status: refusalStatus(error) },
    );
  }
  return redirect("/cms/billing/access?done=granted");
}
