import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";

/** The ways to pay, as checkout, the payment history and receipts name them. */
export const methodNames = defineMessages({
  card: { id: "billing.method.card", defaultMessage: "Card", description: "Paying by bank card" },
  bankTransfer: { id: "billing.method.bank-transfer", defaultMessage: "Bank transfer" },
  sandbox: {
    id: "billing.method.sandbox",
    defaultMessage: "Demo checkout",
    description: "A test payment page where nothing is charged",
  },
});

export const METHOD_NAMES: Record<"card" | "bank-transfer" | "sandbox", MessageDescriptor> = {
  card: methodNames.card,
  "bank-transfer": methodNames.bankTransfer,
  sandbox: methodNames.sandbox,
};

/** Words the money screens share. */
export const billingWords = defineMessages({
  yourPlan: {
    id: "billing.your-plan",
    defaultMessage: "Your plan",
    description: "In place of a plan's name that is no longer on sale",
  },
  seePlans: { id: "billing.see-plans", defaultMessage: "See plans" },
  reference: {
    id: "billing.reference",
    defaultMessage: "Reference {reference}",
    description: "A payment's reference, quoted to support",
  },
  amount: { id: "billing.amount", defaultMessage: "Amount" },
  refunded: { id: "billing.refunded", defaultMessage: "Refunded" },
  priceFor: {
    id: "billing.price-for",
    defaultMessage: "{amount} {period}",
    description: "A price and what it buys: €4.99 per month, €1.99 for 1 day",
  },
  free: { id: "billing.free", defaultMessage: "Free", description: "The price of the free plan" },
});
