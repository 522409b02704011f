import type { Services } from "./services.ts";

/**
 * Work that starts with the server and stops with it (seeding, feeds,
 * schedulers). Returns the function that stops it all.
 */
export async function startBackgroundWork(_services: Services): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
