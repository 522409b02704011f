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
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/access";
import { billingAccessAction, billingAccessLoader } from "./access.server.ts";

const m = defineMessages({
  title: { id: "cms.access-page.title", defaultMessage: "Complimentary access" },
  subtitle: { id: "cms.access-page.subtitle", defaultMessage: "Access without payment, and ending access." },
  grant: { id: "cms.access-page.grant", defaultMessage: "Grant access" },
  email: { id: "cms.access-page.email", defaultMessage: "Fan's e-mail" },
  plan: { id: "cms.access-page.plan", defaultMessage: "Plan" },
  choose: { id: "cms.access-page.choose", defaultMessage: "Choose…" },
  planChoice: {
    id: "cms.access-page.plan-choice",
    defaultMessage: "{name} ({interval, select, month {month} year {year} pass {pass} other {{interval}}})",
  },
  lastDay: { id: "cms.access-page.last-day", defaultMessage: "Last day of access" },
  lastDayHint: {
    id: "cms.access-page.last-day-hint",
    defaultMessage: "Access ends at the end of this day (UTC).",
  },
  find: { id: "cms.access-page.find", defaultMessage: "Find access" },
  emailFilter: { id: "cms.access-page.email-filter", defaultMessage: "E-mail" },
  kind: { id: "cms.access-page.kind", defaultMessage: "Kind" },
  both: { id: "cms.access-page.both", defaultMessage: "Bought and complimentary" },
  complimentary: { id: "cms.access-page.complimentary", defaultMessage: "Complimentary" },
  bought: { id: "cms.access-page.bought", defaultMessage: "Bought" },
  pages: { id: "cms.access-page.pages", defaultMessage: "Access pages" },
  noneMatch: { id: "cms.access-page.none-match", defaultMessage: "No access matches" },
  tryAnother: { id: "cms.access-page.try-another", defaultMessage: "Try another address or kind." },
  access: { id: "cms.access-page.access", defaultMessage: "Access" },
  fan: { id: "cms.access-page.fan", defaultMessage: "Fan" },
  status: { id: "cms.access-page.status", defaultMessage: "Status" },
  ends: { id: "cms.access-page.ends", defaultMessage: "Ends" },
  endAccess: { id: "cms.access-page.end-access", defaultMessage: "End access" },
  changesTo: { id: "cms.access-page.changes-to", defaultMessage: "Changes to {plan} on {time}" },
  noAccess: { id: "cms.access-page.no-access", defaultMessage: "{status} (no access)" },
  ended: { id: "cms.access-page.ended-state", defaultMessage: "Ended" },
  endFor: { id: "cms.access-page.end-for", defaultMessage: "End {plan} for {email}" },
});

/** A subscription's status, lower case as the list shows it. */
const STATUS_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  active: { id: "cms.subscription-status.active", defaultMessage: "active" },
  past_due: { id: "cms.subscription-status.past-due", defaultMessage: "past_due" },
  cancelled: { id: "cms.subscription-status.cancelled", defaultMessage: "cancelled" },
  expired: { id: "cms.subscription-status.expired", defaultMessage: "expired" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => billingAccessLoader(args);
export const action = (args: Route.ActionArgs) => billingAccessAction(args);

/** Giving a fan a plan without payment (press, partners, apologies), and every account's access to end. */
export default function BillingAccessPage() {
  const formatInstant = useInstantFormat();
  const { subscriptions, total, query, limit, offset, plans, grantKey, notice } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const grantResult = result?.intent === "grant" ? result : undefined;
  const t = useT();
  const statusName = (status: string) => {
    const message = STATUS_MESSAGES[status];
    return message ? t(message) : status;
  };
  return (
    <>
      <BillingTabs />
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
        {result?.intent === "end" ? <FormError message={result.error.message} /> : null}
      </div>
      <section aria-labelledby="grant-title" className="mb-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="grant-title" className="mb-3 text-lg font-semibold">
          {t(m.grant)}
        </h2>
        <Form method="post" noValidate className="grid gap-3 sm:grid-cols-3 sm:items-start">
          <div className="sm:col-span-3">
            <FormError message={formError(grantResult)} />
          </div>
          <TextField
            label={t(m.email)}
            name="email"
            type="email"
            maxLength={254}
            error={fieldError(grantResult, "email")}
          />
          <SelectField
            label={t(m.plan)}
            name="plan_id"
            empty={t(m.choose)}
            choices={plans.map((plan) => ({
              value: plan.id,
              label: t(m.planChoice, { name: plan.name, interval: plan.interval }),
            }))}
            error={fieldError(grantResult, "plan_id")}
          />
          <TextField
            label={t(m.lastDay)}
            name="ends_on"
            type="date"
            hint={t(m.lastDayHint)}
            error={fieldError(grantResult, "ends_on")}
          />
          <input type="hidden" name="grant_key" value={grantKey} />
          <input type="hidden" name="intent" value="grant" />
          <div className="sm:col-span-3">
            <SubmitButton>{t(m.grant)}</SubmitButton>
          </div>
        </Form>
      </section>

      <FilterForm columns="sm:grid-cols-3 sm:items-end" submitLabel={t(m.find)}>
        <TextField label={t(m.emailFilter)} name="email" defaultValue={query.email ?? ""} maxLength={200} />
        <SelectField
          label={t(m.kind)}
          name="complimentary"
          empty={t(m.both)}
          defaultValue={query.complimentary}
          choices={[
            { value: "true", label: t(m.complimentary) },
            { value: "false", label: t(m.bought) },
          ]}
        />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={query}
        page={{ offset, limit, total }}
        count={subscriptions.length}
        empty={
          <EmptyState title={t(m.noneMatch)} icon="user">
            {t(m.tryAnother)}
          </EmptyState>
        }
      >
        <StaffTable
          label={t(m.access)}
          labels={[t(m.fan), t(m.plan), t(m.kind), t(m.status), t(m.ends), t(m.endAccess)]}
          nowrap
        >
          {subscriptions.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{row.email}</td>
              <td className="px-3 py-2">
                {row.plan_name}
                {row.next_plan_name ? (
                  <span className="block text-muted">
                    {t(m.changesTo, {
                      plan: row.next_plan_name,
                      time: formatInstant(row.current_period_end),
                    })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{t(row.complimentary ? m.complimentary : m.bought)}</td>
              <td className="px-3 py-2">
                {row.grants_access
                  ? statusName(row.status)
                  : t(m.noAccess, { status: statusName(row.status) })}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstant(row.current_period_end)}</td>
              <td className="px-3 py-2">
                {row.status === "expired" ? (
                  <span className="text-muted">{t(m.ended)}</span>
                ) : (
                  <IntentButton
                    intent="end"
                    hidden={{ subscription_id: row.id }}
                    className="rounded-lg border border-line px-3 py-1 font-semibold whitespace-nowrap hover:bg-raised"
                  >
                    {t(m.endFor, { plan: row.plan_name, email: row.email })}
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
