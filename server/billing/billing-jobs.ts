import { z } from "zod";
import type { Config } from "../config/config.ts";
import { defineJob, type JobKind } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import { sandboxEvent, signedSandboxDelivery } from "./gateways/sandbox.ts";

type Deps = {
  config: Config;
  logger: Logger;
  sweep: () => Promise<{ payments: number; subscriptions: number }>;
  sendReceipts: () => Promise<number>;
  sandboxWebhookUrl: () => string;
  /** Aborted when the service closes, so a delivery in flight does not hold up shutdown. */
  signal: AbortSignal;
};

/** Every five minutes: unpaid payments past their hold and subscriptions past their end. */
const SWEEP_CRON = "*/5 * * * *";

/** Billing's background work, run by the jobs kit so it outlives a restart of any one process. */
export function billingJobs({ config, logger, sweep, sendReceipts, sandboxWebhookUrl, signal }: Deps) {
  const sweepJob = defineJob({
    name: "billing-sweep",
    payload: z.object({}),
    retries: 1,
    timeoutSeconds: 300,
    async handle() {
      const swept = await sweep();
      if (swept.payments + swept.subscriptions > 0) logger.info(swept, "billing sweep expired payments");
    },
  });

  /**
   * A payment's receipt e-mail, queued as soon as the payment is paid; the sweep sends any this
   * missed (a restart between the two), so a receipt goes out within five minutes at worst.
   */
  const receiptMails = defineJob({
    name: "billing-receipts",
    payload: z.object({}),
    retries: 2,
    timeoutSeconds: 120,
    async handle() {
      await sendReceipts();
    },
  });

  /**
   * The sandbox reports an outcome to this site's own webhook the way a real gateway does: from
   * outside the buyer's request, retried with backoff (about a minute in all) until it is taken.
   */
  const sandboxDelivery = defineJob({
    name: "sandbox-webhook",
    payload: z.object({ event: sandboxEvent }),
    retries: 6,
    retryDelaySeconds: 1,
    timeoutSeconds: 60,
    async handle(job) {
      const { body, headers } = signedSandboxDelivery(config, job.payload.event);
      const answer = await fetch(sandboxWebhookUrl(), {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
      });
      if (!answer.ok) throw new Error(`the sandbox webhook answered ${answer.status}`);
    },
  });

  return {
    sweep: sweepJob,
    sweepCron: SWEEP_CRON,
    sandboxDelivery,
    receiptMails,
    kinds: [sweepJob, sandboxDelivery, receiptMails] as JobKind<unknown>[],
  };
}
