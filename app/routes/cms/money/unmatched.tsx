import { Children } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useInstantFormat } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/unmatched";
import { billingUnmatchedAction, billingUnmatchedLoader } from "./unmatched.server.ts";

const m = defineMessages({
  title: { id: "cms.unmatched.title", defaultMessage: "Unmatched transfers" },
  subtitle: {
    id: "cms.unmatched.subtitle",
    defaultMessage:
      "Money that arrived with a reference no open payment had. Apply it to the payment it was meant for.",
  },
  pages: { id: "cms.unmatched.pages", defaultMessage: "Transfer pages" },
  nothing: { id: "cms.unmatched.nothing", defaultMessage: "Nothing waits to be matched" },
  allFound: { id: "cms.unmatched.all-found", defaultMessage: "Every transfer found its payment." },
  waiting: { id: "cms.unmatched.waiting", defaultMessage: "Transfers waiting" },
  quoting: { id: "cms.unmatched.quoting", defaultMessage: "quoting {reference}" },
  noReference: { id: "cms.unmatched.no-reference", defaultMessage: "quoting no reference" },
  source: {
    id: "cms.unmatched.source",
    defaultMessage: "{why} · {gateway} notification <id>{event}</id> · {time}",
  },
  referenceFor: { id: "cms.unmatched.reference-for", defaultMessage: "Payment reference for {event}" },
  apply: { id: "cms.unmatched.apply", defaultMessage: "Apply to this payment" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => billingUnmatchedLoader(args);
export const action = (args: Route.ActionArgs) => billingUnmatchedAction(args);

const WHY: Record<string, MessageDescriptor> = defineMessages({
  unmatched: { id: "cms.unmatched.why.unmatched", defaultMessage: "No payment has this reference" },
  "settled-before": {
    id: "cms.unmatched.why.settled-before",
    defaultMessage: "Its payment was already settled",
  },
});

/** Transfers kept for staff: each can be applied to the payment it was meant for, once. */
export default function BillingUnmatchedPage() {
  const formatInstant = useInstantFormat();
  const { events, total, offset, limit, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <>
      <BillingTabs />
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="mb-4">
        <FormNotice message={notice} after={result} />
      </div>
      <PagedList
        label={t(m.pages)}
        filters={{}}
        page={{ offset, limit, total }}
        count={events.length}
        empty={
          <EmptyState title={t(m.nothing)} icon="shield">
            {t(m.allFound)}
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label={t(m.waiting)}>
          {events.map((event) => {
            const failed = result && result.eventId === event.event_id ? result.error.message : null;
            const why = WHY[event.outcome];
            return (
              <li
                key={`${event.gateway}:${event.event_id}`}
                className="rounded-2xl border border-line bg-surface p-4"
              >
                <h2 className="font-semibold">
                  {event.amount === null || !event.currency ? "–" : formatMoney(event.amount, event.currency)}{" "}
                  <span className="font-mono text-sm font-normal">
                    {event.reference ? t(m.quoting, { reference: event.reference }) : t(m.noReference)}
                  </span>
                </h2>
                <p className="text-sm text-muted">
                  {Children.toArray(
                    t.rich(m.source, {
                      why: why ? t(why) : event.outcome,
                      gateway: event.gateway,
                      event: event.event_id,
                      time: formatInstant(event.received_at),
                      id: (chunks) => <span className="font-mono break-all">{chunks}</span>,
                    }),
                  )}
                </p>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="event_id" value={event.event_id} />
                  <input type="hidden" name="gateway" value={event.gateway} />
                  <div className="min-w-48 grow">
                    <TextField
                      label={t(m.referenceFor, { event: event.event_id })}
                      name="reference"
                      maxLength={100}
                      error={failed}
                    />
                  </div>
                  <button
                    type="submit"
                    className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
                  >
                    {t(m.apply)}
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
