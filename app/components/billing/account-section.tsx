import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { AccountBilling } from "../../routes/account/account-billing.server.ts";
import type { AccountResult } from "../auth/account-result.ts";
import { AccountSection } from "../auth/account-section.tsx";
import { AccountPayments } from "./account-payments.tsx";
import { AccountPlan } from "./account-plan.tsx";

const m = defineMessages({
  title: { id: "billing.account.title", defaultMessage: "Plan and payments" },
  history: { id: "billing.account.history", defaultMessage: "Payment history" },
});

/** The fan's plan, what it includes and unlocks, and every payment with its receipt. */
export function AccountBillingSection({
  billing,
  result,
}: {
  billing: AccountBilling;
  result: AccountResult;
}) {
  const t = useT();
  return (
    <AccountSection title={t(m.title)} anchor="plan-and-payments">
      <AccountPlan plan={billing.subscription} confirm={billing.confirm} result={result} />
      <h3 className="pt-2 text-base font-semibold">{t(m.history)}</h3>
      <AccountPayments
        payments={billing.payments}
        total={billing.totalPayments}
        page={billing.page}
        perPage={billing.perPage}
      />
    </AccountSection>
  );
}
