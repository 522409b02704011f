import type Stripe from "stripe";
import { z } from "zod";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { defineJob, type JobKind, type Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import { knownCustomer, stripeClientOf, stripeGateway, stripeUnavailable } from "./stripe.ts";
import {
  applyStripeEvent,
  STRIPE_EVENT_TYPES,
  type StripeEventLike,
  type StripeOutcome,
  seenStripeEvent,
} from "./stripe-events.ts";
import { stripeRenewals } from "./stripe-plan-changes.ts";

/** Webhooks that never arrived are caught by listing the events of the last three days. */
const LOOK_BACK_MS = 3 * 24 * 60 * 60 * 1000;
const RECONCILE_CRON = "*/15 * * * *";

type Deps = { db: Db; config: Config; logger: Logger; jobs: Jobs };

/**
 * Card payments with Stripe: the gateway, its signed webhooks, the Customer Portal and the
 * reconciliation job. Everything answers 404 `gateway-not-enabled` while Stripe is not configured.
 */
export function stripeBilling({ db, config, logger, jobs }: Deps) {
  const stripe = stripeClientOf(config);
  const gateway = stripe ? stripeGateway(db, stripe, config) : null;

  const enabled = (): Stripe => {
    if (!stripe) throw new AppError("not-found", "gateway-not-enabled", "Payments by card are not enabled.");
    return stripe;
  };

  /** Applies, oldest first, every event of the window this site has not stored. */
  async function reconcile(since = new Date(Date.now() - LOOK_BACK_MS)): Promise<number> {
    const client = enabled();
    const missed: StripeEventLike[] = [];
    try {
      const listing = client.events.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        types: [...STRIPE_EVENT_TYPES],
        limit: 100,
      });
      for await (const event of listing) {
        if (!(await seenStripeEvent(db, event.id))) missed.push(event);
      }
    } catch (error) {
      stripeUnavailable(error);
    }
    let applied = 0;
    for (const event of missed.sort((a, b) => a.created - b.created)) {
      const outcome = await applyStripeEvent(db, client, event);
      if (outcome !== "duplicate" && outcome !== "ignored") applied += 1;
    }
    if (applied > 0)
      logger.warn({ applied }, "stripe: reconciliation applied events whose webhooks never arrived");
    return applied;
  }

  const reconcileJob = defineJob({
    name: "stripe-reconcile",
    payload: z.object({}),
    retries: 2,
    timeoutSeconds: 600,
    handle: () => reconcile(),
  });

  return {
    gateway,
    /** Plan changes, cancellations and resumptions of the subscriptions Stripe renews. */
    renewals: stripe ? stripeRenewals(stripe) : null,
    jobKinds: [reconcileJob] as JobKind<unknown>[],
    /** Schedules reconciliation while Stripe is configured, and drops the schedule when it is not. */
    async start(): Promise<void> {
      if (stripe) await jobs.every(reconcileJob, RECONCILE_CRON, {});
      else await jobs.unschedule(reconcileJob);
    },
    /** A webhook delivery's event, once its signature holds over the raw body (400 otherwise). */
    verify(rawBody: string, signature: string | undefined): Stripe.Event {
      const client = enabled();
      try {
        return client.webhooks.constructEvent(rawBody, signature ?? "", config.STRIPE_WEBHOOK_SECRET ?? "");
      } catch {
        throw new AppError(
          "bad-request",
          "invalid-signature",
          "The notification's Stripe signature does not match.",
        );
      }
    },
    /** Applies a verified event once, from the object as Stripe holds it now. */
    apply: (event: StripeEventLike): Promise<StripeOutcome> => applyStripeEvent(db, enabled(), event),
    /** Stripe's Customer Portal, where a card subscriber changes the card or cancels. */
    async portal(userId: number): Promise<{ url: string }> {
      const client = enabled();
      const customer = await knownCustomer(db, userId);
      if (!customer) {
        throw new AppError("not-found", "no-card-customer", "This account has never paid by card.");
      }
      const session = await client.billingPortal.sessions
        .create({ customer, return_url: `${config.SITE_URL}/account` })
        .catch(stripeUnavailable);
      return { url: session.url };
    },
    reconcile,
  };
}

export type StripeBilling = ReturnType<typeof stripeBilling>;
