import { z } from "zod";
import { defineJob, type JobKind, type Jobs } from "../platform/jobs.ts";
import type { Logger } from "../platform/logger.ts";
import type { AuthService } from "./service.ts";

/** Daily, at a quiet hour: guests idle for 30 days go, with their follows and settings, and stale sign-in codes. */
const SWEEP_CRON = "17 4 * * *";

export function createGuestSweep(deps: { auth: AuthService; jobs: Jobs; logger: Logger }) {
  const sweepJob = defineJob({
    name: "idle-guests",
    payload: z.object({}),
    retries: 1,
    timeoutSeconds: 300,
    async handle() {
      const deleted = await deps.auth.deleteIdleGuests();
      if (deleted > 0) deps.logger.info({ deleted }, "deleted idle guest accounts");
      await deps.auth.deleteStaleCodes();
    },
  });
  return {
    jobKinds: [sweepJob] as JobKind<unknown>[],
    async start(): Promise<() => Promise<void>> {
      await deps.jobs.every(sweepJob, SWEEP_CRON, {});
      return async () => {};
    },
  };
}

export type GuestSweep = ReturnType<typeof createGuestSweep>;
