import type { RouterContextProvider } from "react-router";
import { forPage } from "../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { requireAuthenticated } from "../../lib/session.server.ts";
import { paymentIdOf } from "../billing/billing.server.ts";

/** One of the fan's receipts; someone else's, or an unpaid payment's, is the 404 page. */
export async function receiptData({
  params,
  context,
}: {
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const userId = requireAuthenticated(context).user.id;
  const paymentId = paymentIdOf(params.id);
  return {
    receipt: await forPage(requestScopeOf(context).services.billing.receipt(userId, paymentId)),
  };
}
