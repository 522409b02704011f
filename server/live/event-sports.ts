import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { sports, teams } from "../sports/schema.ts";
import { isPlaySport } from "../sports/service.ts";

// A team's sport never changes, so one read per team and process is enough.
const known = new Map<number, string>();

/**
 * Refuses a timeline event (a goal, a card) for a match of a sport scored point by point: 422
 * `wrong-sport`, so a feed or an operator cannot write a goal into a tennis match.
 */
export async function checkTimelineSport(db: Pick<Db, "select">, homeTeamId: number): Promise<void> {
  let sport = known.get(homeTeamId);
  if (sport === undefined) {
    const [row] = await db
      .select({ slug: sports.slug })
      .from(teams)
      .innerJoin(sports, eq(sports.id, teams.sportId))
      .where(eq(teams.id, homeTeamId));
    sport = row?.slug ?? "";
    if (known.size > 50_000) known.clear();
    known.set(homeTeamId, sport);
  }
  if (isPlaySport(sport)) {
    throw new AppError(
      "unprocessable",
      "wrong-sport",
      `This is a ${sport} match: it is scored point by point, not with timeline events.`,
    );
  }
}
