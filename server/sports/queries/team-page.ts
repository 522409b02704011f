import type { Db } from "../../db/connect.ts";
import { getTopScorers } from "./scorers.ts";
import { getTeam, listTeamMatches } from "./teams.ts";

/**
 * Everything a team's page reads about the sport. Its fixtures and results need only the id, so
 * they run beside the header; the scorers of up to three of its competitions follow as soon as
 * the header names them. On PostgreSQL that is two round trips deep, not three.
 */
export async function readTeamPage(db: Db, id: number, now: Date = new Date()) {
  const lists = Promise.all([
    listTeamMatches(db, id, { when: "fixtures", limit: 10 }),
    listTeamMatches(db, id, { when: "results", limit: 10 }),
  ]);
  // Awaited below, also for a club that does not exist: no read outlives the call.
  lists.catch(() => {});
  const team = await getTeam(db, id, now);
  if (!team)
    return lists.then(
      () => null,
      () => null,
    );
  const competitions = team.competitions.slice(0, 3);
  const [[fixtures, results], scorerLists] = await Promise.all([
    lists,
    Promise.all(competitions.map((competition) => getTopScorers(db, competition.id, { limit: 500 }))),
  ]);
  return { team, competitions, fixtures, results, scorerLists };
}
