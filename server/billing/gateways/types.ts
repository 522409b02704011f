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
