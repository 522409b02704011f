import { Form, Link } from "react-router";
import type { SubscriptionState } from "../../../server/billing/service.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { formatMoney, periodLabel } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import { type AccountResult, failureFor, resultFor } from "../auth/account-result.ts";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { UNLOCK_LABELS } from "./account-unlocks.ts";
import { billingWords } from "./billing-messages.ts";

const m = defineMessages({
  active: { id: "billing.plan.status.active", defaultMessage: "Active", description: "A plan's status" },
  pastDue: {
    id: "billing.plan.status.past-due",
    defaultMessage: "Payment due",
    description: "A plan's status",
  },
  cancelled: {
    id: "billing.plan.status.cancelled",
    defaultMessage: "Cancelled",
    description: "A plan's status",
  },
  expired: { id: "billing.plan.status.expired", defaultMessage: "Ended", description: "A plan's status" },
  endedOn: { id: "billing.plan.ended-on", defaultMessage: "Ended on {end}." },
  cancelledUntil: {
    id: "billing.plan.cancelled-until",
    defaultMessage: "Cancelled: nothing more is charged, and you keep access until {end}.",
  },
  passEnds: { id: "billing.plan.pass-ends", defaultMessage: "Ends on {end}. A pass does not renew." },
  changesAutomatic: {
    id: "billing.plan.changes-automatic",
    defaultMessage: "Changes to {plan} on {end}: {price}, charged to your card from then.",
    description: "{plan} is the next plan's name, {price} its price and period",
  },
  changesManual: {
    id: "billing.plan.changes-manual",
    defaultMessage: "Changes to {plan} on {end}: {price}. You pay its first period then; we e-mail you.",
  },
  nextCharge: { id: "billing.plan.next-charge", defaultMessage: "Next charge: {price} on {end}." },
  paidUntil: {
    id: "billing.plan.paid-until",
    defaultMessage:
      "Paid until {end}. Next payment: {price}, due by {end}. You pay each period yourself; we e-mail you three days before.",
  },
  notReceived: {
    id: "billing.plan.not-received",
    defaultMessage: "We have not received the payment for this period.",
  },
  graceUntil: {
    id: "billing.plan.grace-until",
    defaultMessage:
      "You keep access until {end}. Pay before then to carry on; afterwards the plan ends and you can buy it again any time.",
  },
  payNow: { id: "billing.plan.pay-now", defaultMessage: "Pay {amount} now" },
  askCancel: { id: "billing.plan.ask-cancel", defaultMessage: "Cancel {plan}?" },
  askResume: { id: "billing.plan.ask-resume", defaultMessage: "Resume {plan}?" },
  cancelExplained: {
    id: "billing.plan.cancel-explained",
    defaultMessage: "Nothing more will be charged. You keep everything until {end}; then the plan ends.",
  },
  resumeAutomatic: {
    id: "billing.plan.resume-automatic",
    defaultMessage: "Your plan carries on after {end} and renews as before.",
  },
  resumeManual: {
    id: "billing.plan.resume-manual",
    defaultMessage: "Your plan carries on after {end}; we remind you to pay three days before.",
  },
  yesCancel: { id: "billing.plan.yes-cancel", defaultMessage: "Yes, cancel my plan" },
  yesResume: { id: "billing.plan.yes-resume", defaultMessage: "Yes, resume my plan" },
  keep: { id: "billing.plan.keep", defaultMessage: "Keep my plan" },
  notNow: { id: "billing.plan.not-now", defaultMessage: "Not now" },
  free: {
    id: "billing.plan.free",
    defaultMessage: "You are on the Free plan: scores, fixtures, results and tables.",
  },
  plan: { id: "billing.plan.plan", defaultMessage: "Plan" },
  status: { id: "billing.plan.status", defaultMessage: "Status" },
  included: {
    id: "billing.plan.included",
    defaultMessage: "Included now",
    description: "What the plan unlocks",
  },
  change: { id: "billing.plan.change", defaultMessage: "Change plan" },
  cancel: { id: "billing.plan.cancel", defaultMessage: "Cancel plan" },
  resume: { id: "billing.plan.resume", defaultMessage: "Resume plan" },
});

const STATUS_LABELS: Record<SubscriptionState["status"], MessageDescriptor> = {
  active: m.active,
  past_due: m.pastDue,
  cancelled: m.cancelled,
  expired: m.expired,
};

type Priced = SubscriptionState["plan"];

/** "€4.99 per month", in `t`'s language. */
const priceOf = (plan: Pick<Priced, "amount" | "currency" | "interval" | "interval_count">, t: Translator) =>
  t(billingWords.priceFor, {
    amount: formatMoney(plan.amount, plan.currency, t.locale),
    period: periodLabel(plan.interval, plan.interval_count, t),
  });

const linkButton =
  "inline-block rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised";

/** When access ends or renews, said the way this plan works. */
function RenewalLine({ plan }: { plan: SubscriptionState }) {
  const formatInstant = useInstantFormat();
  const t = useT();
  const end = formatInstant(plan.current_period_end);
  const price = priceOf(plan.plan, t);
  if (plan.status === "expired") return <p className="text-sm">{t(m.endedOn, { end })}</p>;
  if (plan.status === "cancelled") return <p className="text-sm">{t(m.cancelledUntil, { end })}</p>;
  if (plan.renewal === "none") return <p className="text-sm">{t(m.passEnds, { end })}</p>;
  if (plan.next_plan) {
    const next = { plan: plan.next_plan.name, end, price: priceOf(plan.next_plan, t) };
    return (
      <p className="text-sm">
        {t(plan.renewal === "automatic" ? m.changesAutomatic : m.changesManual, next)}
      </p>
    );
  }
  if (plan.renewal === "automatic") return <p className="text-sm">{t(m.nextCharge, { price, end })}</p>;
  return <p className="text-sm">{t(m.paidUntil, { price, end })}</p>;
}

function PastDueNotice({ plan }: { plan: SubscriptionState }) {
  const formatInstant = useInstantFormat();
  const t = useT();
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
      <p className="font-semibold">{t(m.notReceived)}</p>
      <p>{t(m.graceUntil, { end: formatInstant(plan.grace_ends_at ?? plan.current_period_end) })}</p>
      <Link to={`/checkout/${plan.plan.slug}`} className="font-semibold underline">
        {t(m.payNow, { amount: formatMoney(plan.plan.amount, plan.plan.currency, t.locale) })}
      </Link>
    </div>
  );
}

/** Asks once more before cancelling or resuming; works without JavaScript (the step is in the URL). */
function ConfirmStep({ plan, step }: { plan: SubscriptionState; step: "cancel" | "resume" }) {
  const formatInstant = useInstantFormat();
  const t = useT();
  const end = formatInstant(plan.current_period_end);
  return (
    <Form method="post" action="/account" className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <input type="hidden" name="intent" value={step === "cancel" ? "cancel-plan" : "resume-plan"} />
      <p className="text-sm font-semibold">
        {t(step === "cancel" ? m.askCancel : m.askResume, { plan: plan.plan.name })}
      </p>
      <p className="text-sm">
        {t(
          step === "cancel"
            ? m.cancelExplained
            : plan.renewal === "automatic"
              ? m.resumeAutomatic
              : m.resumeManual,
          { end },
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton tone={step === "cancel" ? "danger" : "primary"}>
          {t(step === "cancel" ? m.yesCancel : m.yesResume)}
        </SubmitButton>
        <Link to="/account" className={linkButton}>
          {t(step === "cancel" ? m.keep : m.notNow)}
        </Link>
      </div>
    </Form>
  );
}

export function AccountPlan({
  plan,
  confirm,
  result,
}: {
  plan: SubscriptionState | null;
  confirm: "cancel" | "resume" | null;
  result: AccountResult;
}) {
  const t = useT();
  if (!plan) {
    return (
      <div className="space-y-3">
        <p className="text-sm">{t(m.free)}</p>
        <Link to="/pricing" className={linkButton}>
          {t(billingWords.seePlans)}
        </Link>
      </div>
    );
  }
  const recurring = plan.plan.interval !== "pass";
  const running = Date.parse(plan.current_period_end) > Date.now();
  const mayCancel = recurring && (plan.status === "active" || plan.status === "past_due");
  const mayResume = recurring && plan.status === "cancelled" && running;
  const failure = failureFor(result, "cancel-plan") ?? failureFor(result, "resume-plan");
  return (
    <div className="space-y-4">
      <FormNotice message={resultFor(result, "cancel-plan", "resume-plan")?.done} />
      <FormError message={formError(failure)} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t(m.plan)}</dt>
        <dd className="font-semibold">
          {plan.plan.name} · {priceOf(plan.plan, t)}
        </dd>
        <dt className="text-muted">{t(m.status)}</dt>
        <dd data-field="plan-status">{t(STATUS_LABELS[plan.status])}</dd>
      </dl>
      <RenewalLine plan={plan} />
      {plan.status === "past_due" ? <PastDueNotice plan={plan} /> : null}
      {plan.entitlements.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t(m.included)}>
          {plan.entitlements.map((entitlement) => (
            <li key={entitlement}>
              <Link
                to={UNLOCK_LABELS[entitlement]?.to ?? "/"}
                className="inline-block rounded-full border border-line px-3 py-1 text-sm font-semibold hover:bg-raised"
              >
                {UNLOCK_LABELS[entitlement] ? t(UNLOCK_LABELS[entitlement].label) : entitlement}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {confirm === "cancel" && mayCancel ? <ConfirmStep plan={plan} step="cancel" /> : null}
      {confirm === "resume" && mayResume ? <ConfirmStep plan={plan} step="resume" /> : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/pricing" className={linkButton}>
          {t(plan.status === "expired" ? billingWords.seePlans : m.change)}
        </Link>
        {mayCancel && confirm !== "cancel" ? (
          <Link to="/account?confirm=cancel#section-plan-and-payments" className={linkButton}>
            {t(m.cancel)}
          </Link>
        ) : null}
        {mayResume && confirm !== "resume" ? (
          <Link to="/account?confirm=resume#section-plan-and-payments" className={linkButton}>
            {t(m.resume)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
