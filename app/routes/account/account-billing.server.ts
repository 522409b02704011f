import type { RouterContextProvider } from "react-router";
import type { PaymentHistoryEntry, SubscriptionState } from "../../../server/billing/service.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { requireAuthenticated } from "../../lib/session.server.ts";
import { translatorOf } from "./page-language.server.ts";

type Context = Readonly<RouterContextProvider>;

export const PAYMENTS_PER_PAGE = 10;

const m = defineMessages({
  cancelled: {
    id: "billing.done.cancelled",
    defaultMessage:
      "Your plan is cancelled: nothing more is charged, and you keep access until the end date below.",
  },
  resumed: { id: "billing.done.resumed", defaultMessage: "Your plan carries on." },
});

export type AccountBilling = {
  subscription: SubscriptionState | null;
  payments: PaymentHistoryEntry[];
  totalPayments: number;
  page: number;
  perPage: number;
  /** `cancel` or `resume` while the fan is asked to confirm. */
  confirm: "cancel" | "resume" | null;
};

/** The billing section of /account: plan, renewal and the payment history, page by page. */
export async function accountBillingData(context: Context, url: URL): Promise<AccountBilling> {
  const userId = requireAuthenticated(context).user.id;
  const { billing } = requestScopeOf(context).services;
  const asked = Number(url.searchParams.get("payments") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const [subscription, history] = await Promise.all([
    billing.subscriptionStateOf(userId),
    billing.paymentHistory(userId, { limit: PAYMENTS_PER_PAGE, offset: (page - 1) * PAYMENTS_PER_PAGE }),
  ]);
  const confirm = url.searchParams.get("confirm");
  return {
    subscription,
    payments: history.data,
    totalPayments: history.total,
    page,
    perPage: PAYMENTS_PER_PAGE,
    confirm: confirm === "cancel" || confirm === "resume" ? confirm : null,
  };
}

/** The billing forms of /account; null when the intent is not one of them. */
export async function billingIntent(context: Context, intent: string) {
  const userId = requireAuthenticated(context).user.id;
  const { billing } = requestScopeOf(context).services;
  switch (intent) {
    case "cancel-plan":
      await billing.cancelSubscription(userId);
      return { intent, done: translatorOf(context)(m.cancelled) };
    case "resume-plan":
      await billing.resumeSubscription(userId);
      return { intent, done: translatorOf(context)(m.resumed) };
    default:
      return null;
  }
}
