import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { defineJob, type JobKind, type Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import { rollDemoBasketballForward } from "../basketball/roll-forward.ts";
import { rollDemoTennisForward } from "../tennis/roll-forward.ts";
import { hasDemoLeagues, rollDemoSeasonsForward } from "./roll-forward.ts";

/** Daily, at a quiet hour: a league nearing its last round gets its next season a month ahead. */
const ROLL_CRON = "41 3 * * *";

/**
 * The demo keeps playing as days pass: each day a `demo-seasons` job plans the next season of every
 * demo football league whose fixtures run out within five weeks (roll-forward.ts), more rounds of the
 * basketball league's and the tennis tournament's next weekly editions, and the boot does the same
 * once after seeding, for a site that was down when its run was due.
 * docs/decisions/080-demo-seasons-roll-forward.md
 */
export function createDemoSeasonRoll(deps: { db: Db; jobs: Jobs; logger: Logger; now?: () => Date }) {
  const { db, jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const rollForward = async () => {
    const rolled = await rollDemoSeasonsForward(db, now());
    if (rolled.length > 0) logger.info({ rolled }, "planned the next season of demo leagues");
    const games = await rollDemoBasketballForward(db, now());
    if (games > 0) logger.info({ games }, "planned more rounds of the demo basketball league");
    const editions = await rollDemoTennisForward(db, now());
    if (editions > 0) logger.info({ editions }, "planned the next editions of the demo tennis tournament");
    return { football: rolled, basketball: games, tennis: editions };
  };
  const rollJob = defineJob({
    name: "demo-seasons",
    payload: z.object({}),
    retries: 2,
    timeoutSeconds: 300,
    async handle() {
      await rollForward();
    },
  });
  return {
    jobKinds: [rollJob] as JobKind<unknown>[],
    rollJob,
    rollForward,
    /**
     * Declares the daily run (stored in the database, run by whichever process is first) on a site
     * with demo leagues; a site without them has it taken away.
     */
    async start(): Promise<() => Promise<void>> {
      if (await hasDemoLeagues(db)) await jobs.every(rollJob, ROLL_CRON, {});
      else await jobs.unschedule(rollJob);
      return async () => {};
    },
  };
}

export type DemoSeasonRoll = ReturnType<typeof createDemoSeasonRoll>;
