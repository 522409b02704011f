import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { Catalogues } from "../platform/i18n.ts";
import type { Jobs } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import type { Mailer } from "../platform/mailer.ts";
import { qrCodeSvg } from "../platform/qr-code.ts";
import { createBillingAdmin } from "./admin/admin.ts";
import * as billingAdminSchemas from "./admin/schemas.ts";
import { billingJobs } from "./billing-jobs.ts";
import { bankTransferGateway } from "./gateways/bank-transfer.ts";
import { type SandboxOutcome, sandboxEventFor, sandboxGateway } from "./gateways/sandbox.ts";
import { stripeBilling } from "./gateways/stripe-billing.ts";
import type { GatewayStart, PaymentGateway } from "./gateways/types.ts";
import {
  advanceSubscriptions,
  cancelSubscription,
  changePlan,
  resumeSubscription,
  subscriptionState,
} from "./lifecycle.ts";
import { minorDigits } from "./money.ts";
import { coveredPasses } from "./pass-cover.ts";
import {
  type CheckoutInput,
  expireUnpaidPayments,
  ownPayment,
  startCheckout,
  toPaymentView,
} from "./payments.ts";
import { activePlans, seedDemoPlans } from "./plans.ts";
import { sendReceipts } from "./receipt-mail.ts";
import { ownReceipt, paymentHistory } from "./receipts.ts";
import { sendPastDueNotices, sendRenewalReminders } from "./reminders.ts";
import { currentSubscription, entitlementsFromDb } from "./subscriptions.ts";
import {
  ENTITLEMENTS,
  type Entitlement,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentView,
  type PlanView,
} from "./types.ts";
import { applyGatewayEvent, type EventOutcome } from "./webhooks.ts";

export type { StaffAction } from "./admin/audit.ts";
export type { SandboxOutcome } from "./gateways/sandbox.ts";
export { signedSandboxDelivery } from "./gateways/sandbox.ts";
export { signatureOf } from "./gateways/signature.ts";
export type { PlanChange, SubscriptionState } from "./lifecycle.ts";
export type { PassCover } from "./pass-cover.ts";
export type { PaymentHistoryEntry, ReceiptView } from "./receipts.ts";
export type * from "./types.ts";
export type { EventOutcome } from "./webhooks.ts";
export { billingAdminSchemas, ENTITLEMENTS, PAYMENT_METHODS };

type Deps = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  jobs: Jobs;
  /** The reminders are written in each account's language. */
  i18n?: Pick<Catalogues, "translator">;
};
export type BillingOptions = { sandboxWebhookUrl?: string };

/** Plans, checkout, gateway notifications, and the one answer to "may this account use X now". */
export function createBillingService(deps: Deps, options: BillingOptions = {}) {
  const { db, config, logger, jobs } = deps;
  const gateways = new Map<PaymentMethod, PaymentGateway>();
  const stripe = stripeBilling({ db, config, logger, jobs });
  for (const gateway of [stripe.gateway, sandboxGateway(config), bankTransferGateway(config)]) {
    if (gateway) gateways.set(gateway.method, gateway);
  }
  // Entitlements are read once per request (or page render), however many checks it makes.
  const perRequest = new WeakMap<object, Map<number, Promise<Set<Entitlement>>>>();
  const closing = new AbortController();

  function entitlementsOf(userId: number, request?: object): Promise<Set<Entitlement>> {
    if (!request) return entitlementsFromDb(db, userId);
    const known = perRequest.get(request) ?? new Map<number, Promise<Set<Entitlement>>>();
    perRequest.set(request, known);
    const found = known.get(userId) ?? entitlementsFromDb(db, userId);
    known.set(userId, found);
    return found;
  }

  /** Refuses a notification whose signature does not hold over the raw body, before anything reads it. */
  function verifyWebhook(method: PaymentMethod, rawBody: string, headers: Headers): PaymentGateway {
    const gateway = gateways.get(method);
    if (!gateway)
      throw new AppError("not-found", "gateway-not-enabled", `Payments by ${method} are not enabled.`);
    if (!gateway.verify(rawBody, headers)) {
      throw new AppError(
        "unauthenticated",
        "invalid-signature",
        "The notification's signature does not match.",
      );
    }
    return gateway;
  }

  /** Renewal reminders for passes and pay-each-period plans ending within three days, each sent once. */
  const remindRenewals = (now = new Date()) => sendRenewalReminders(deps, now);

  async function sweep(now = new Date()) {
    const payments = await expireUnpaidPayments(db, now);
    const moved = await advanceSubscriptions(db, now);
    const pastDueNotices = await sendPastDueNotices(deps, moved.pastDue);
    const reminders = await remindRenewals(now);
    const receiptMails = await sendReceipts(deps, now);
    return {
      payments,
      subscriptions: moved.expired,
      pastDue: moved.pastDue.length,
      pastDueNotices,
      reminders,
      receiptMails,
    };
  }

  const background = billingJobs({
    config,
    logger,
    sweep,
    sendReceipts: () => sendReceipts(deps),
    sandboxWebhookUrl: () =>
      options.sandboxWebhookUrl ?? `${config.SITE_URL}${config.SITE_API_PATH}/billing/webhooks/sandbox`,
    signal: closing.signal,
  });

  return {
    /** The admin area's plans, payments, refunds, complimentary access and revenue. */
    admin: createBillingAdmin(db, gateways, stripe.renewals),
    /** The admin area's form and query schemas, as the API checks them. */
    billingAdminSchemas,
    ENTITLEMENTS,
    PAYMENT_METHODS,
    /** Ways to pay this site offers now. */
    methods: (): PaymentMethod[] => [...gateways.keys()],
    plans: () => activePlans(db),
    /** The demo price list for a fresh install, in BILLING_CURRENCY and the site's languages. */
    seedDemoPlans: () =>
      seedDemoPlans(
        db,
        config.BILLING_CURRENCY,
        minorDigits(config.BILLING_CURRENCY),
        deps.i18n ? (locale) => deps.i18n!.translator(locale) : undefined,
      ),

    entitlementsOf,
    /** The one check every paid feature makes; pass the request to read the database once per request. */
    mayUse: async (userId: number | null, entitlement: Entitlement, request?: object): Promise<boolean> =>
      userId !== null && (await entitlementsOf(userId, request)).has(entitlement),
    subscriptionOf: (userId: number) => currentSubscription(db, userId),
    /** The current subscription with its renewal, a waiting downgrade and the grace end. */
    subscriptionStateOf: (userId: number) => subscriptionState(db, userId),
    cancelSubscription: (userId: number) => cancelSubscription(db, userId, stripe.renewals),
    resumeSubscription: (userId: number) => resumeSubscription(db, userId, stripe.renewals),
    changePlan: (userId: number, planId: number) => changePlan(db, userId, planId, stripe.renewals),
    paymentHistory: (userId: number, page: { limit: number; offset: number }) =>
      paymentHistory(db, userId, page),
    /** The printable receipt of one of the account's paid payments, with the seller and VAT rate from configuration. */
    receipt: (userId: number, paymentId: number) =>
      ownReceipt(
        db,
        userId,
        paymentId,
        {
          name: config.SELLER_NAME ?? config.SITE_NAME,
          address: config.SELLER_ADDRESS ?? null,
          tax_id: config.SELLER_TAX_ID ?? null,
        },
        config.VAT_RATE ?? null,
      ),
    sendRenewalReminders: remindRenewals,

    checkout: (input: CheckoutInput) => startCheckout(db, gateways, input),
    /** The passes among `offered` the account's plan already gives in full: checkout refuses them. */
    coveredPasses: (userId: number, offered: PlanView[]) => coveredPasses(db, userId, offered),
    payment: async (userId: number, id: number): Promise<PaymentView> =>
      toPaymentView(await ownPayment(db, userId, id)),
    /** What the buyer of a pending payment needs again (the transfer details and QR, the sandbox page). */
    paymentStart: async (userId: number, id: number): Promise<GatewayStart> => {
      const payment = await ownPayment(db, userId, id);
      const gateway = gateways.get(payment.method);
      return gateway && payment.status === "pending" ? gateway.start(payment) : {};
    },
    /** The bank transfer's QR code as the page draws it: the national standard's payload as an SVG. */
    transferQrSvg: (payload: string): Promise<string> => qrCodeSvg(payload),

    verifyWebhook,
    /** A gateway's notification: signature over the raw body first, then applied once. */
    async receiveWebhook(method: PaymentMethod, rawBody: string, headers: Headers): Promise<EventOutcome> {
      const gateway = verifyWebhook(method, rawBody, headers);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError("bad-request", "invalid-json", "The notification is not valid JSON.");
      }
      const event = gateway.parse(body);
      if (!event)
        throw new AppError("bad-request", "invalid-notification", "The notification's fields are not valid.");
      const outcome = await applyGatewayEvent(db, method, event, stripe.renewals);
      if (outcome === "paid" || outcome === "overpaid") {
        // The receipt e-mail goes out beside the answer, never instead of it: the payment is applied,
        // and a receipt this could not queue is sent by the next sweep. Each paid payment queues a
        // run of its own; the receipt's claim sends it once whichever run finds it.
        await jobs.send(background.receiptMails, {}).catch((error: unknown) => {
          logger.warn({ err: error }, "receipt e-mail not queued; the billing sweep sends it");
        });
      }
      return outcome;
    },

    /**
     * The sandbox checkout page's button: the payment's outcome is reported to this site's
     * own webhook like a real gateway's would be, after the browser has moved on.
     */
    async completeSandbox(userId: number, paymentId: number, outcome: SandboxOutcome): Promise<PaymentView> {
      const payment = await ownPayment(db, userId, paymentId);
      if (payment.method !== "sandbox" || !gateways.has("sandbox")) {
        throw new AppError(
          "not-found",
          "payment-not-found",
          "There is no sandbox payment of yours with this id.",
        );
      }
      if (payment.status === "pending") {
        // A queued delivery survives a restart; the job retries until the site's webhook takes it.
        await jobs.send(background.sandboxDelivery, { event: sandboxEventFor(payment, outcome) });
      }
      return toPaymentView(payment);
    },

    /** Expires unpaid payments past their hold and subscriptions past their end; the scheduled job calls it. */
    sweep,
    /** The job kinds billing runs; defined on the queue before it starts. */
    jobKinds: [...background.kinds, ...stripe.jobKinds],
    /** Card payments: Stripe's webhooks, Customer Portal and reconciliation (docs/payments.md). */
    stripe,
    /** Declares the recurring sweep (stored in the database, run by whichever process is first). */
    async start(): Promise<() => Promise<void>> {
      await jobs.every(background.sweep, background.sweepCron, {});
      await stripe.start();
      return async () => {};
    },
    /** Cuts short a sandbox delivery in flight; the queue retries it after a restart. */
    async close(): Promise<void> {
      closing.abort();
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
