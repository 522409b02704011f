import type { Tx } from "../../platform/transactions.ts";
import type { PlanRow } from "../plans.ts";
import type { payments } from "../schema.ts";
import type { BankTransferInstructions, PaymentMethod } from "../types.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** What a gateway told us happened, once its signature held. Amounts in minor units. */
export type GatewayEvent = {
  /** The gateway's own id for this notification: applied once, however often it arrives. */
  id: string;
  reference: string;
  kind: "paid" | "declined" | "abandoned";
  amount: number;
  currency: string;
  payload: unknown;
};

/** What the buyer needs next: a page to pay on, or where to send a transfer. */
export type GatewayStart = { redirect_url?: string; bank_transfer?: BankTransferInstructions };

/** A refund the gateway made (or, for manual ones, that the operator says they sent). */
export type GatewayRefund = { id: string; manual: boolean };

/**
 * One way to pay. Each gateway starts a payment, and turns its own signed notifications into
 * `GatewayEvent`s; applying them (once, in one transaction with the grant) is shared.
 */
export type PaymentGateway = {
  method: PaymentMethod;
  /** How long a started payment waits for its money before it expires. */
  holdMs: number;
  /** Whether this gateway can take money in the plan's currency. */
  accepts(currency: string): boolean;
  start(payment: PaymentRow): Promise<GatewayStart>;
  /** Checks the signature over the raw body, exactly as received. */
  verify(rawBody: string, headers: Headers): boolean;
  /** Reads a verified body; null when it is not a notification this gateway sends. */
  parse(body: unknown): GatewayEvent | null;
  /**
   * Gives `amount` (minor units) of a paid payment back. `idempotencyKey` is the same for a retry of
   * one refund, so a gateway that takes keys never refunds twice. Absent: this gateway cannot refund.
   */
  refund?(payment: PaymentRow, amount: number, idempotencyKey: string): Promise<GatewayRefund>;
};

/** One account's subscription to one plan, as our `subscriptions` rows are keyed. */
export type RenewingPlan = { userId: number; planId: number };

/**
 * A gateway that charges a recurring plan by itself each period (Stripe): whatever the fan changes
 * about the renewal here must reach it too, or it goes on charging what the fan no longer chose.
 * Each call runs inside the transaction that records the change here, so a gateway that fails
 * (503 `payment-gateway-unavailable`) leaves both sides as they were. Each answers false, or null,
 * when the subscription does not renew on this gateway.
 */
export type RenewalGateway = {
  /** From the period end, charge `to` instead (and carry on if cancelled); answers the gateway's id for the change. */
  scheduleChange(tx: Tx, subscription: RenewingPlan, to: PlanRow): Promise<string | null>;
  /** Drops a change scheduled before: the plan renews as it is. */
  dropChange(tx: Tx, subscription: RenewingPlan, change: string): Promise<boolean>;
  /** No more renewals: at the period end, or at once for a subscription already past due. */
  cancel(tx: Tx, subscription: RenewingPlan, when: "period-end" | "now"): Promise<boolean>;
  /** Renews again after a cancellation at the period end. */
  resume(tx: Tx, subscription: RenewingPlan): Promise<boolean>;
};
