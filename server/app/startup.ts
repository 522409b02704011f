import { seedDemoPostsIfEmpty } from "../content/posts/demo.ts";
import { hearFeedHealth, runLiveFeeds } from "../live/feeds.ts";
import { exclusively, holdLeaderLease } from "../platform/leader.ts";
import { seedDemoBasketballIfAbsent } from "../sports/basketball/seed.ts";
import { seedDemoIfEmpty } from "../sports/demo/seed.ts";
import { seedDemoTennisIfAbsent } from "../sports/tennis/seed.ts";
import type { Services } from "./services.ts";

/**
 * Work that starts with the server and stops with it (seeding, feeds,
 * schedulers). Returns the function that stops it all.
 *
 * Several processes (workers, machines) share one site: seeding runs under a
 * database lock, one process at a time, each finding what the first wrote; the
 * live feeds run only in the process holding the leader lease. The schedules
 * (billing, posts, odds refit, guest sweep, TV guides, live-viewer pruning)
 * are rows in the job queue that any process may declare and one runs; odds
 * and chat keep per-process topics fed by the bus, and every process samples
 * its own open streams for the live-viewer trend.
 * docs/decisions/034-workers-and-nodes.md
 */
export async function startBackgroundWork(services: Services): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  await exclusively(services.database, "seed", () => seed(services));
  const stopHearing = hearFeedHealth(services);
  stops.push(async () => stopHearing());
  const feeds = holdLeaderLease({
    database: services.database,
    name: "live-feeds",
    logger: services.logger,
    work: async () => runLiveFeeds(services),
  });
  stops.push(() => feeds.stop());
  stops.push(await services.billing.start());
  stops.push(await services.postPublishing.start());
  stops.push(await services.odds.start());
  stops.push(await services.guestSweep.start());
  stops.push(await services.video.bin.start());
  stops.push(await services.viewerPeaks.start());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

/** The demo world and the first content of an empty site, written once. */
async function seed(services: Services): Promise<void> {
  const demo = await seedDemoIfEmpty(services.database.db);
  if (demo) services.logger.info(demo, "seeded the demo world into the empty database");
  // Demo sites get the other sports too, also when they were seeded before those sports came.
  const basketball = await seedDemoBasketballIfAbsent(services.database.db);
  if (basketball) services.logger.info(basketball, "seeded the demo basketball");
  const tennis = await seedDemoTennisIfAbsent(services.database.db);
  if (tennis) services.logger.info(tennis, "seeded the demo tennis tournament");
  const news = await seedDemoPostsIfEmpty(services.database.db);
  if (news) services.logger.info(news, "wrote the demo news posts");
  await services.tv.start();
  const plans = await services.billing.seedDemoPlans();
  if (plans) services.logger.info({ plans }, "seeded the demo price list");
  const policies = await services.policies.seedIfAbsent();
  if (policies.length > 0)
    services.logger.info({ policies }, "published the first version of the policy pages");
  // The demo media is made by a job, so boot does not wait for ffmpeg.
  if (services.config.SIMULATOR === "on") {
    await services.video.seedDemo();
    // After the highlights' check of an empty video table, which the demo films' rows would fill.
    const films = await services.movies.seedDemo();
    if (films) services.logger.info({ films }, "wrote the demo films");
  }
}
