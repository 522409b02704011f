import { startLiveFeeds } from "./live/feeds.ts";
import type { Services } from "./services.ts";
import { seedDemoIfEmpty } from "./sports/demo/seed.ts";

/**
 * Work that starts with the server and stops with it (seeding, feeds,
 * schedulers). Returns the function that stops it all.
 */
export async function startBackgroundWork(services: Services): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  const demo = await seedDemoIfEmpty(services.database.db);
  if (demo) services.logger.info(demo, "seeded the demo world into the empty database");
  const plans = await services.billing.seedDemoPlans();
  if (plans) services.logger.info({ plans }, "seeded the demo price list");
  stops.push(...startLiveFeeds(services));
  stops.push(await services.billing.start());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
