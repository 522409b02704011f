import type { Logger } from "./logger.ts";

/** How often a part that went away is tried again, to tell when it is back. */
export const OUTAGE_PROBE_MS = 5_000;

/**
 * One part the server depends on (the database, the job queue) going away and coming back, told
 * once each way: the first failure with its error, then silence while it stays down however often
 * it fails, then "reachable again" with the count of failures in between. A log of thousands of
 * identical lines hides the one line an operator needs. With a `probe`, the part is tried every
 * few seconds while down, so its return is told even when nothing else asks for it.
 */
export function createOutageNotice(
  logger: Logger,
  part: string,
  options: {
    /** Tells whether the part answers again; tried every `probeMs` while it is down. */
    probe?: () => Promise<boolean>;
    probeMs?: number;
    /** The line that tells the return; "<part> reachable again" unless said otherwise. */
    back?: string;
  } = {},
) {
  const { probe, probeMs = OUTAGE_PROBE_MS, back = `${part} reachable again` } = options;
  let failures = 0;
  let since = 0;
  let probing: ReturnType<typeof setInterval> | undefined;
  const notice = {
    get down() {
      return failures > 0;
    },
    failed(error: unknown): void {
      failures++;
      if (failures > 1) return;
      since = Date.now();
      logger.warn({ err: error, part }, `${part} unreachable`);
      if (!probe) return;
      probing = setInterval(() => {
        void probe().then((up) => {
          if (up) notice.recovered();
        });
      }, probeMs);
      probing.unref();
    },
    recovered(): void {
      if (failures === 0) return;
      clearInterval(probing);
      logger.warn({ part, failures, seconds: Math.round((Date.now() - since) / 1000) }, back);
      failures = 0;
    },
    stop(): void {
      clearInterval(probing);
    },
  };
  return notice;
}

export type OutageNotice = ReturnType<typeof createOutageNotice>;
