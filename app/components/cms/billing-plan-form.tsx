import { Form } from "react-router";
import { formatMoney } from "../../lib/money.ts";
import { fieldError, fieldsOf, formError } from "../form/form-failure.ts";
import { NotedTextArea } from "../form/noted-textarea.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
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

const ENTITLEMENT_LABELS: Record<string, string> = {
  tv: "Live TV",
  movies: "Film library",
  "highlights-full": "Full-length highlights",
  "chat-premium": "Premium chat rooms",
};

/** A stale save: the plan as someone else saved it, so the operator can compare before editing again. */
function ConflictPanel({ current }: { current: Current }) {
  const amount =
    typeof current.amount === "number" && typeof current.currency === "string"
      ? formatMoney(current.amount, current.currency)
      : "–";
  return (
    <section aria-labelledby="plan-conflict" className="rounded-lg border border-line bg-raised p-3 text-sm">
      <h2 id="plan-conflict" className="font-semibold">
        Saved by someone else (version {current.version})
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Name</dt>
        <dd>{String(current.name)}</dd>
        <dt className="text-muted">Price</dt>
        <dd>{amount}</dd>
        <dt className="text-muted">On sale</dt>
        <dd>{current.active ? "Yes" : "No"}</dd>
      </dl>
      <a href="?" className="mt-2 inline-block font-semibold underline">
        Start again from their version
      </a>
    </section>
  );
}

/** A plan's form: fields checked by the API's own schema, the version it was read at, an unsaved-changes guard. */
export function BillingPlanForm(props: {
  values: Values;
  entitlements: string[];
  currencies: { value: string; label: string }[];
  version: number | null;
  createKey: string | null;
  result: unknown;
  submitLabel: string;
}) {
  const { values, entitlements, currencies, version, createKey, result, submitLabel } = props;
  const { blocker, formProps } = useUnsavedChanges();
  const field = fieldsOf(values, result);
  const error = (name: string) => fieldError(result, name);
  const current = (result as { details?: { current?: Current } } | undefined)?.details?.current;
  return (
    <>
      <Form method="post" noValidate {...formProps} className="space-y-4">
        <FormError message={formError(result)} />
        {current ? <ConflictPanel current={current} /> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{submitLabel}</legend>
          <TextField label="Name" {...field("name")} maxLength={80} />
          <TextField
            label="Address"
            {...field("slug")}
            maxLength={60}
            hint="Used in /checkout/…; made from the name when empty."
          />
          <NotedTextArea
            className="space-y-1 sm:col-span-2"
            rows={4}
            label="Description"
            {...field("description")}
            hint="One or two sentences for the pricing page."
          />
          <TextField
            label="Price"
            {...field("amount")}
            inputMode="decimal"
            maxLength={20}
            hint="In the currency's own unit: 4.99 for €4.99, 980 for ¥980."
          />
          <SelectField
            label="Currency"
            {...field("currency")}
            empty="Choose a currency"
            required
            choices={currencies}
          />
          <SelectField
            label="Billing period"
            {...field("interval")}
            choices={[
              { value: "month", label: "Monthly" },
              { value: "year", label: "Yearly" },
              { value: "pass", label: "Pass (days)" },
            ]}
          />
          <TextField
            label="Period length"
            {...field("interval_count")}
            inputMode="numeric"
            hint="Months or years per period; days for a pass."
          />
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">Unlocks</legend>
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
                  {ENTITLEMENT_LABELS[entitlement] ?? entitlement}
                </label>
              ))}
            </div>
          </fieldset>
          <NotedTextArea
            className="space-y-1 sm:col-span-2"
            rows={4}
            label="Features"
            name="features"
            defaultValue={values.features}
            hint="One line each, as the pricing page's comparison lists them."
            error={error("features") ?? error("features.0")}
          />
          <TextField
            label="Display order"
            {...field("sort_order")}
            inputMode="numeric"
            hint="Lower comes first."
          />
          <label className="flex items-center gap-2 self-center text-sm font-medium">
            <input
              type="checkbox"
              name="active"
              defaultChecked={values.active === "true"}
              className="size-4"
            />
            On sale
          </label>
        </fieldset>
        {version !== null ? <input type="hidden" name="version" value={version} /> : null}
        {createKey ? <input type="hidden" name="create_key" value={createKey} /> : null}
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
