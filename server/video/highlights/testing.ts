import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matchEvents, matches } from "../../sports/schema.ts";

/** Whether a match finished with a goal in it: where a highlight clip has something to show. */
export function finishedWithGoals(db: Db) {
  const scored = db
    .selectDistinct({ id: matchEvents.matchId })
    .from(matchEvents)
    .where(eq(matchEvents.type, "goal"));
  return and(eq(matches.status, "finished"), inArray(matches.id, scored));
}
