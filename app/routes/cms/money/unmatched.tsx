import { Form, useActionData, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/unmatched";
import { billingUnmatchedAction, billingUnmatchedLoader } from "./unmatched.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Unmatched transfers");

export const loader = (args: Route.LoaderArgs) => billingUnmatchedLoader(args);
export const action = (args: Route.ActionArgs) => billingUnmatchedAction(args);

const WHY: Record<string, string> = {
  unmatched: "No payment has this reference",
  "settled-before": "Its payment was already settled",
};

/** Transfers kept for staff: each can be applied to the payment it was meant for, once. */
export default function BillingUnmatchedPage() {
  const formatInstant = useInstantFormat();
  const { events, total, offset, limit, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <BillingTabs />
      <PageHeader
        title="Unmatched transfers"
        subtitle="Money that arrived with a reference no open payment had. Apply it to the payment it was meant for."
      />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
      </div>
      <PagedList
        label="Transfer pages"
        filters={{}}
        page={{ offset, limit, total }}
        count={events.length}
        empty={
          <EmptyState title="Nothing waits to be matched" icon="shield">
            Every transfer found its payment.
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label="Transfers waiting">
          {events.map((event) => {
            const failed = result && result.eventId === event.event_id ? result.error.message : null;
            return (
              <li
                key={`${event.gateway}:${event.event_id}`}
                className="rounded-2xl border border-line bg-surface p-4"
              >
                <h2 className="font-semibold">
                  {event.amount === null || !event.currency ? "–" : formatMoney(event.amount, event.currency)}{" "}
                  <span className="font-mono text-sm font-normal">
                    quoting {event.reference ?? "no reference"}
                  </span>
                </h2>
                <p className="text-sm text-muted">
                  {WHY[event.outcome] ?? event.outcome} · {event.gateway} notification{" "}
                  <span className="font-mono break-all">{event.event_id}</span> ·{" "}
                  {formatInstant(event.received_at)}
                </p>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="event_id" value={event.event_id} />
                  <input type="hidden" name="gateway" value={event.gateway} />
                  <div className="min-w-48 grow">
                    <TextField
                      label={`Payment reference for ${event.event_id}`}
                      name="reference"
                      maxLength={100}
                      error={failed}
                    />
                  </div>
                  <button
                    type="submit"
                    className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
                  >
                    Apply to this payment
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </PagedList>
    </>
  );
}
