import { seedDemoPostsIfEmpty } from "../content/posts/demo.ts";
import { hearFeedHealth, runLiveFeeds } from "../live/feeds.ts";
import { exclusively, holdLeaderLease } from "../platform/leader.ts";
import { seedDemoSports } from "../sports/demo/world.ts";
import type { Services } from "./services.ts";

/**
 * Work that starts with the server and stops with it (seeding, feeds,
 * schedulers). Returns the function that stops it all.
 *
 * Several processes (workers, machines) share one site: seeding runs under a
 * database lock, one process at a time, each finding what the first wrote; the
 * live feeds run only in the process holding the leader lease. The schedules
 * (billing, posts, odds refit, guest sweep, TV guides, live-viewer pruning,
 * the demo leagues' next seasons)
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
  stops.push(await services.demoSeasons.start());
  stops.push(await services.bin.start());
  stops.push(await services.viewerPeaks.start());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

/** The demo world and the first content of an empty site, written once. */
async function seed(services: Services): Promise<void> {
  // DEMO_NOW (tests and benchmarks) plans the world as at another hour; it is moved to land on this
  // boot before anything that reads kick-offs (the TV guide, the news) is written from it.
  const bootedAt = new Date();
  const demo = await seedDemoSports(services.database.db, {
    plannedAt: services.config.DEMO_NOW ?? bootedAt,
    bootedAt,
  });
  if (demo.football) services.logger.info(demo.football, "seeded the demo world into the empty database");
  if (demo.basketball) services.logger.info(demo.basketball, "seeded the demo basketball");
  if (demo.tennis) services.logger.info(demo.tennis, "seeded the demo tennis tournament");
  if (demo.moved) {
    services.logger.warn(
      { DEMO_NOW: services.config.DEMO_NOW?.toISOString() },
      "the demo world was planned as at DEMO_NOW and moved to start now",
    );
  }
  // A demo site that was down when its daily run was due gets its leagues' next seasons now;
  // nothing is read beyond one query when no league is near its end.
  await services.demoSeasons.rollForward();
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
