import type { z } from "@hono/zod-openapi";
import type { Db } from "../../db/connect.ts";
import type { PaymentGateway, RenewalGateway } from "../gateways/types.ts";
import type { PaymentMethod } from "../types.ts";
import type { StaffAction } from "./audit.ts";
import { endSubscription, grantComplimentary, listSubscriptions } from "./complimentary.ts";
import { assignEvent, cmsPaymentDetail, searchPayments, unassignedEvents } from "./payments.ts";
import { createPlan, getCmsPlan, listCmsPlans, updatePlan } from "./plans.ts";
import { refundPayment } from "./refunds.ts";
import { revenueReport } from "./revenue.ts";
import type {
  grantBody,
  paymentQuery,
  planCreate,
  planPatch,
  planQuery,
  revenueQuery,
  subscriptionQuery,
} from "./schemas.ts";

/**
 * The admin area's billing: plans, payments and their gateway events, unmatched transfers,
 * refunds, complimentary access and revenue. Inputs are already checked by `./schemas.ts`;
 * every change is audited in its own transaction.
 */
export function createBillingAdmin(
  db: Db,
  gateways: ReadonlyMap<PaymentMethod, PaymentGateway>,
  renewals: RenewalGateway | null,
) {
  return {
    plans: (query: z.infer<typeof planQuery>) => listCmsPlans(db, query),
    plan: (id: number) => getCmsPlan(db, id),
    createPlan: (who: StaffAction, input: z.infer<typeof planCreate>) => createPlan(db, who, input),
    updatePlan: (who: StaffAction, change: { id: number; base: number; patch: z.infer<typeof planPatch> }) =>
      updatePlan(db, who, change),

    payments: (query: z.infer<typeof paymentQuery>) => searchPayments(db, query),
    payment: (id: number) => cmsPaymentDetail(db, id),
    unmatched: (page: { limit: number; offset: number }) => unassignedEvents(db, page),
    assign: (who: StaffAction, input: { eventId: string; paymentId: number; gateway?: PaymentMethod }) =>
      assignEvent(db, who, input, renewals),
    refund: (who: StaffAction, input: { paymentId: number; amount?: number; confirmSent?: boolean }) =>
      refundPayment(db, gateways, who, input),

    subscriptions: (query: z.infer<typeof subscriptionQuery>) => listSubscriptions(db, query),
    grant: (who: StaffAction, input: z.infer<typeof grantBody>) => grantComplimentary(db, who, input),
    endSubscription: (who: StaffAction, id: number) => endSubscription(db, who, id),

    revenue: (query: z.infer<typeof revenueQuery>) => revenueReport(db, query),
  };
}

export type BillingAdmin = ReturnType<typeof createBillingAdmin>;
