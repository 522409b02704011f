import type { Services } from "../services.ts";
import { createSimulator } from "./simulator.ts";

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
    });
    simulator.start();
    stops.push(() => simulator.stop());
    logger.info({ speed: config.SIMULATOR_SPEED }, "live simulator is playing the demo world");
  }
  return stops;
}
