import { Form, Link } from "react-router";
import type { SubscriptionState } from "../../../server/billing/service.ts";
import { formatMoney, periodLabel } from "../../lib/money.ts";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import { type AccountResult, failureFor, resultFor } from "../auth/account-result.ts";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { UNLOCK_LABELS } from "./account-unlocks.ts";

const STATUS_LABELS: Record<SubscriptionState["status"], string> = {
  active: "Active",
  past_due: "Payment due",
  cancelled: "Cancelled",
  expired: "Ended",
};

const linkButton =
  "inline-block rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised";

/** When access ends or renews, said the way this plan works. */
function RenewalLine({ plan }: { plan: SubscriptionState }) {
  const formatInstant = useInstantFormat();
  const end = formatInstant(plan.current_period_end);
  const price = `${formatMoney(plan.plan.amount, plan.plan.currency)} ${periodLabel(plan.plan.interval, plan.plan.interval_count)}`;
  if (plan.status === "expired") return <p className="text-sm">Ended on {end}.</p>;
  if (plan.status === "cancelled")
    return <p className="text-sm">Cancelled: nothing more is charged, and you keep access until {end}.</p>;
  if (plan.renewal === "none") return <p className="text-sm">Ends on {end}. A pass does not renew.</p>;
  if (plan.next_plan) {
    const next = `${formatMoney(plan.next_plan.amount, plan.next_plan.currency)} ${periodLabel(plan.next_plan.interval, plan.next_plan.interval_count)}`;
    return (
      <p className="text-sm">
        Changes to {plan.next_plan.name} on {end}: {next}
        {plan.renewal === "automatic"
          ? ", charged to your card from then."
          : ". You pay its first period then; we e-mail you."}
      </p>
    );
  }
  if (plan.renewal === "automatic")
    return (
      <p className="text-sm">
        Next charge: {price} on {end}.
      </p>
    );
  return (
    <p className="text-sm">
      Paid until {end}. Next payment: {price}, due by {end}. You pay each period yourself; we e-mail you three
      days before.
    </p>
  );
}

function PastDueNotice({ plan }: { plan: SubscriptionState }) {
  const formatInstant = useInstantFormat();
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
      <p className="font-semibold">We have not received the payment for this period.</p>
      <p>
        You keep access until {formatInstant(plan.grace_ends_at ?? plan.current_period_end)}. Pay before then
        to carry on; afterwards the plan ends and you can buy it again any time.
      </p>
      <Link to={`/checkout/${plan.plan.slug}`} className="font-semibold underline">
        Pay {formatMoney(plan.plan.amount, plan.plan.currency)} now
      </Link>
    </div>
  );
}

/** Asks once more before cancelling or resuming; works without JavaScript (the step is in the URL). */
function ConfirmStep({ plan, step }: { plan: SubscriptionState; step: "cancel" | "resume" }) {
  const formatInstant = useInstantFormat();
  const end = formatInstant(plan.current_period_end);
  return (
    <Form method="post" action="/account" className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <input type="hidden" name="intent" value={step === "cancel" ? "cancel-plan" : "resume-plan"} />
      <p className="text-sm font-semibold">
        {step === "cancel" ? `Cancel ${plan.plan.name}?` : `Resume ${plan.plan.name}?`}
      </p>
      <p className="text-sm">
        {step === "cancel"
          ? `Nothing more will be charged. You keep everything until ${end}; then the plan ends.`
          : `Your plan carries on after ${end}${plan.renewal === "automatic" ? " and renews as before" : "; we remind you to pay three days before"}.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton tone={step === "cancel" ? "danger" : "primary"}>
          {step === "cancel" ? "Yes, cancel my plan" : "Yes, resume my plan"}
        </SubmitButton>
        <Link to="/account" className={linkButton}>
          {step === "cancel" ? "Keep my plan" : "Not now"}
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
  if (!plan) {
    return (
      <div className="space-y-3">
        <p className="text-sm">You are on the Free plan: scores, fixtures, results and tables.</p>
        <Link to="/pricing" className={linkButton}>
          See plans
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
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold">
          {plan.plan.name} · {formatMoney(plan.plan.amount, plan.plan.currency)}{" "}
          {periodLabel(plan.plan.interval, plan.plan.interval_count)}
        </dd>
        <dt className="text-muted">Status</dt>
        <dd data-field="plan-status">{STATUS_LABELS[plan.status]}</dd>
      </dl>
      <RenewalLine plan={plan} />
      {plan.status === "past_due" ? <PastDueNotice plan={plan} /> : null}
      {plan.entitlements.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Included now">
          {plan.entitlements.map((entitlement) => (
            <li key={entitlement}>
              <Link
                to={UNLOCK_LABELS[entitlement]?.to ?? "/"}
                className="inline-block rounded-full border border-line px-3 py-1 text-sm font-semibold hover:bg-raised"
              >
                {UNLOCK_LABELS[entitlement]?.label ?? entitlement}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {confirm === "cancel" && mayCancel ? <ConfirmStep plan={plan} step="cancel" /> : null}
      {confirm === "resume" && mayResume ? <ConfirmStep plan={plan} step="resume" /> : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/pricing" className={linkButton}>
          {plan.status === "expired" ? "See plans" : "Change plan"}
        </Link>
        {mayCancel && confirm !== "cancel" ? (
          <Link to="/account?confirm=cancel#section-plan-and-payments" className={linkButton}>
            Cancel plan
          </Link>
        ) : null}
        {mayResume && confirm !== "resume" ? (
          <Link to="/account?confirm=resume#section-plan-and-payments" className={linkButton}>
            Resume plan
          </Link>
        ) : null}
      </div>
    </div>
  );
}
