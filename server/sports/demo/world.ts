import type { Db } from "../../db/connect.ts";
import { seedDemoBasketballIfAbsent } from "../basketball/seed.ts";
import { seedDemoTennisIfAbsent } from "../tennis/seed.ts";
import { moveDemoMatches, seedDemoIfEmpty } from "./seed.ts";

/**
 * The demo sports of a new site: football's world into an empty database, then basketball and
 * tennis, also into a demo site seeded before those sports came.
 *
 * `plannedAt` (DEMO_NOW, for tests and benchmarks) plans the world as at another moment: which
 * leagues are in play, at which minutes. A world seeded now is then moved to `bootedAt`, so that
 * those matches are in play from the boot on, the server's clock staying the real one.
 */
export async function seedDemoSports(db: Db, { plannedAt, bootedAt }: { plannedAt: Date; bootedAt: Date }) {
  const football = await seedDemoIfEmpty(db, plannedAt);
  const basketball = await seedDemoBasketballIfAbsent(db, plannedAt);
  const tennis = await seedDemoTennisIfAbsent(db, plannedAt);
  const moved = football !== null && plannedAt.getTime() !== bootedAt.getTime();
  if (moved) await moveDemoMatches(db, bootedAt.getTime() - plannedAt.getTime());
  return { football, basketball, tennis, moved };
}
