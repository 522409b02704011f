import type { Services } from "../http/api-router.ts";
import { createBasketballFeed } from "./basketball-feed.ts";
import type { FeedHealth } from "./feed-health.ts";
import { createFootballDataPoller } from "./football-data/poller.ts";
import { createSimulator } from "./simulator.ts";
import { createTennisFeed } from "./tennis-feed.ts";

export const FEED_HEALTH_TOPIC = "feed-health";

/**
 * Every process hears the leading process's feed health (the admin dashboard reads it
 * wherever the request lands). Returns what stops listening.
 */
export function hearFeedHealth(services: Pick<Services, "streams" | "feedHealth">): () => void {
  return services.streams.bus.subscribe((topic, message) => {
    if (topic === FEED_HEALTH_TOPIC) services.feedHealth.heard((message as { feeds: FeedHealth[] }).feeds);
  });
}

/** The feeds and their health reports, for the process holding the leader lease; returns what stops them. */
export function runLiveFeeds(services: Services): () => Promise<void> {
  const stops = startLiveFeeds(services);
  const report = setInterval(() => {
    const feeds = services.feedHealth.list();
    services.streams.bus.publish(FEED_HEALTH_TOPIC, { feeds }).catch(() => {});
  }, 5_000);
  report.unref();
  return async () => {
    clearInterval(report);
    for (const stop of stops.reverse()) await stop();
    services.feedHealth.clear();
  };
}

/** Starts the configured live feeds; returns what stops them. */
export function startLiveFeeds(services: Services): Array<() => Promise<void>> {
  const { config, logger, database, live } = services;
  const stops: Array<() => Promise<void>> = [];
  if (config.SIMULATOR === "on") {
    const simulator = createSimulator({
      live,
      db: database.db,
      logger,
      speed: config.SIMULATOR_SPEED,
      seed: config.SIMULATOR_SEED,
      health: services.feedHealth.feed("simulator", "Live simulator"),
    });
    simulator.start();
    stops.push(() => simulator.stop());
    // The other sports play by their own rules, each through the same live log.
    for (const [create, name, label] of [
      [createTennisFeed, "tennis-simulator", "Tennis simulator"],
      [createBasketballFeed, "basketball-simulator", "Basketball simulator"],
    ] as const) {
      const feed = create({
        live,
        db: database.db,
        logger,
        speed: config.SIMULATOR_SPEED,
        seed: config.SIMULATOR_SEED,
        health: services.feedHealth.feed(name, label),
      });
      feed.start();
      stops.push(() => feed.stop());
    }
    logger.info({ speed: config.SIMULATOR_SPEED }, "live simulator is playing the demo world");
  }
  if (config.FOOTBALL_DATA_TOKEN) {
    const competitions = config.FOOTBALL_DATA_COMPETITIONS.split(",");
    const poller = createFootballDataPoller({
      live,
      db: database.db,
      logger,
      token: config.FOOTBALL_DATA_TOKEN,
      competitions,
      health: services.feedHealth.feed("football-data", "football-data.org"),
    });
    poller.start();
    stops.push(() => poller.stop());
    logger.info({ competitions }, "polling football-data.org");
  }
  return stops;
}
