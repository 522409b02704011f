import { Form, useActionData, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { fieldError, formError } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/access";
import { billingAccessAction, billingAccessLoader } from "./access.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Complimentary access");

export const loader = (args: Route.LoaderArgs) => billingAccessLoader(args);
export const action = (args: Route.ActionArgs) => billingAccessAction(args);

/** Giving a fan a plan without payment (press, partners, apologies), and every account's access to end. */
export default function BillingAccessPage() {
  const formatInstant = useInstantFormat();
  const { subscriptions, total, query, limit, offset, plans, grantKey, notice } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const grantResult = result?.intent === "grant" ? result : undefined;
  return (
    <>
      <BillingTabs />
      <PageHeader title="Complimentary access" subtitle="Access without payment, and ending access." />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
        {result?.intent === "end" ? <FormError message={result.error.message} /> : null}
      </div>
      <section aria-labelledby="grant-title" className="mb-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="grant-title" className="mb-3 text-lg font-semibold">
          Grant access
        </h2>
        <Form method="post" noValidate className="grid gap-3 sm:grid-cols-3 sm:items-start">
          <div className="sm:col-span-3">
            <FormError message={formError(grantResult)} />
          </div>
          <TextField
            label="Fan's e-mail"
            name="email"
            type="email"
            maxLength={254}
            error={fieldError(grantResult, "email")}
          />
          <SelectField
            label="Plan"
            name="plan_id"
            empty="Choose…"
            choices={plans.map((plan) => ({ value: plan.id, label: `${plan.name} (${plan.interval})` }))}
            error={fieldError(grantResult, "plan_id")}
          />
          <TextField
            label="Last day of access"
            name="ends_on"
            type="date"
            hint="Access ends at the end of this day (UTC)."
            error={fieldError(grantResult, "ends_on")}
          />
          <input type="hidden" name="grant_key" value={grantKey} />
          <input type="hidden" name="intent" value="grant" />
          <div className="sm:col-span-3">
            <SubmitButton>Grant access</SubmitButton>
          </div>
        </Form>
      </section>

      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel="Find access">
        <TextField label="E-mail" name="email" defaultValue={query.email ?? ""} maxLength={200} />
        <SelectField
          label="Kind"
          name="complimentary"
          empty="Bought and complimentary"
          defaultValue={query.complimentary}
          choices={[
            { value: "true", label: "Complimentary" },
            { value: "false", label: "Bought" },
          ]}
        />
      </FilterForm>
      <PagedList
        label="Access pages"
        filters={query}
        page={{ offset, limit, total }}
        count={subscriptions.length}
        empty={
          <EmptyState title="No access matches" icon="user">
            Try another address or kind.
          </EmptyState>
        }
      >
        <StaffTable label="Access" labels={["Fan", "Plan", "Kind", "Status", "Ends", "End access"]} nowrap>
          {subscriptions.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{row.email}</td>
              <td className="px-3 py-2">
                {row.plan_name}
                {row.next_plan_name ? (
                  <span className="block text-muted">
                    Changes to {row.next_plan_name} on {formatInstant(row.current_period_end)}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{row.complimentary ? "Complimentary" : "Bought"}</td>
              <td className="px-3 py-2">{row.grants_access ? row.status : `${row.status} (no access)`}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstant(row.current_period_end)}</td>
              <td className="px-3 py-2">
                {row.status === "expired" ? (
                  <span className="text-muted">Ended</span>
                ) : (
                  <IntentButton
                    intent="end"
                    hidden={{ subscription_id: row.id }}
                    className="rounded-lg border border-line px-3 py-1 font-semibold whitespace-nowrap hover:bg-raised"
                  >
                    End {row.plan_name} for {row.email}
                  </IntentButton>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
