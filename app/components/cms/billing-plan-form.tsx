import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { formatMoney } from "../../lib/money.ts";
import { fieldError, fieldsOf, formError } from "../form/form-failure.ts";
import { NotedTextArea } from "../form/noted-textarea.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { entitlementName } from "./cms-messages.ts";
import { PlanTextsFieldset } from "./plan-texts-fieldset.tsx";
import { SelectField } from "./select-field.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "./unsaved-changes.tsx";

type Values = {
  name: string;
  slug: string;
  description: string;
  amount: string;
  currency: string;
  interval: string;
  interval_count: string;
  features: string;
  sort_order: string;
  active: string;
  entitlements: readonly string[];
};
type Current = Record<string, unknown> & { version: number };

const m = defineMessages({
  savedElsewhere: {
    id: "cms.plan-form.saved-elsewhere",
    defaultMessage: "Saved by someone else (version {version})",
  },
  name: { id: "cms.plan-form.name", defaultMessage: "Name" },
  price: { id: "cms.plan-form.price", defaultMessage: "Price" },
  onSale: { id: "cms.plan-form.on-sale", defaultMessage: "On sale" },
  yes: { id: "cms.plan-form.yes", defaultMessage: "Yes" },
  no: { id: "cms.plan-form.no", defaultMessage: "No" },
  startAgain: { id: "cms.plan-form.start-again", defaultMessage: "Start again from their version" },
  address: { id: "cms.plan-form.address", defaultMessage: "Address" },
  addressHint: {
    id: "cms.plan-form.address-hint",
    defaultMessage: "Used in /checkout/…; made from the name when empty.",
  },
  description: { id: "cms.plan-form.description", defaultMessage: "Description" },
  descriptionHint: {
    id: "cms.plan-form.description-hint",
    defaultMessage: "One or two sentences for the pricing page.",
  },
  priceHint: {
    id: "cms.plan-form.price-hint",
    defaultMessage: "In the currency's own unit: 4.99 for €4.99, 980 for ¥980.",
  },
  currency: { id: "cms.plan-form.currency", defaultMessage: "Currency" },
  chooseCurrency: { id: "cms.plan-form.choose-currency", defaultMessage: "Choose a currency" },
  period: { id: "cms.plan-form.period", defaultMessage: "Billing period" },
  monthly: { id: "cms.plan-form.monthly", defaultMessage: "Monthly" },
  yearly: { id: "cms.plan-form.yearly", defaultMessage: "Yearly" },
  pass: { id: "cms.plan-form.pass", defaultMessage: "Pass (days)" },
  length: { id: "cms.plan-form.length", defaultMessage: "Period length" },
  lengthHint: {
    id: "cms.plan-form.length-hint",
    defaultMessage: "Months or years per period; days for a pass.",
  },
  unlocks: { id: "cms.plan-form.unlocks", defaultMessage: "Unlocks" },
  features: { id: "cms.plan-form.features", defaultMessage: "Features" },
  featuresHint: {
    id: "cms.plan-form.features-hint",
    defaultMessage: "One line each, as the pricing page's comparison lists them.",
  },
  order: { id: "cms.plan-form.order", defaultMessage: "Display order" },
  orderHint: { id: "cms.plan-form.order-hint", defaultMessage: "Lower comes first." },
});

/** A stale save: the plan as someone else saved it, so the operator can compare before editing again. */
function ConflictPanel({ current }: { current: Current }) {
  const amount =
    typeof current.amount === "number" && typeof current.currency === "string"
      ? formatMoney(current.amount, current.currency)
      : "–";
  const t = useT();
  return (
    <section aria-labelledby="plan-conflict" className="rounded-lg border border-line bg-raised p-3 text-sm">
      <h2 id="plan-conflict" className="font-semibold">
        {t(m.savedElsewhere, { version: current.version })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t(m.name)}</dt>
        <dd>{String(current.name)}</dd>
        <dt className="text-muted">{t(m.price)}</dt>
        <dd>{amount}</dd>
        <dt className="text-muted">{t(m.onSale)}</dt>
        <dd>{t(current.active ? m.yes : m.no)}</dd>
      </dl>
      <a href="?" className="mt-2 inline-block font-semibold underline">
        {t(m.startAgain)}
      </a>
    </section>
  );
}

/** A plan's form: fields checked by the API's own schema, the version it was read at, an unsaved-changes guard. */
export function BillingPlanForm(props: {
  values: Values;
  localTexts: Record<string, string>;
  entitlements: string[];
  currencies: { value: string; label: string }[];
  version: number | null;
  createKey: string | null;
  result: unknown;
  submitLabel: string;
}) {
  const { values, localTexts, entitlements, currencies, version, createKey, result, submitLabel } = props;
  const { blocker, formProps } = useUnsavedChanges();
  const field = fieldsOf(values, result);
  const error = (name: string) => fieldError(result, name);
  const current = (result as { details?: { current?: Current } } | undefined)?.details?.current;
  const t = useT();
  return (
    <>
      <Form method="post" noValidate {...formProps} className="space-y-4">
        <FormError message={formError(result)} />
        {current ? <ConflictPanel current={current} /> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{submitLabel}</legend>
          <TextField label={t(m.name)} {...field("name")} maxLength={80} />
          <TextField label={t(m.address)} {...field("slug")} maxLength={60} hint={t(m.addressHint)} />
          <NotedTextArea
            className="space-y-1 sm:col-span-2"
            rows={4}
            label={t(m.description)}
            {...field("description")}
            hint={t(m.descriptionHint)}
          />
          <TextField
            label={t(m.price)}
            {...field("amount")}
            inputMode="decimal"
            maxLength={20}
            hint={t(m.priceHint)}
          />
          <SelectField
            label={t(m.currency)}
            {...field("currency")}
            empty={t(m.chooseCurrency)}
            required
            choices={currencies}
          />
          <SelectField
            label={t(m.period)}
            {...field("interval")}
            choices={[
              { value: "month", label: t(m.monthly) },
              { value: "year", label: t(m.yearly) },
              { value: "pass", label: t(m.pass) },
            ]}
          />
          <TextField
            label={t(m.length)}
            {...field("interval_count")}
            inputMode="numeric"
            hint={t(m.lengthHint)}
          />
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">{t(m.unlocks)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {entitlements.map((entitlement) => (
                <label key={entitlement} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="entitlements"
                    value={entitlement}
                    defaultChecked={values.entitlements.includes(entitlement)}
                    className="size-4"
                  />
                  {entitlementName(t, entitlement)}
                </label>
              ))}
            </div>
          </fieldset>
          <NotedTextArea
            className="space-y-1 sm:col-span-2"
            rows={4}
            label={t(m.features)}
            name="features"
            defaultValue={values.features}
            hint={t(m.featuresHint)}
            error={error("features") ?? error("features.0")}
          />
          <TextField label={t(m.order)} {...field("sort_order")} inputMode="numeric" hint={t(m.orderHint)} />
          <label className="flex items-center gap-2 self-center text-sm font-medium">
            <input
              type="checkbox"
              name="active"
              defaultChecked={values.active === "true"}
              className="size-4"
            />
            {t(m.onSale)}
          </label>
        </fieldset>
        <PlanTextsFieldset values={localTexts} result={result} />
        {version !== null ? <input type="hidden" name="version" value={version} /> : null}
        {createKey ? <input type="hidden" name="create_key" value={createKey} /> : null}
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
