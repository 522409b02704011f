import { and, eq, like, max, min } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { createRandom } from "../../platform/random.ts";
import { shuffled } from "../demo/calendar.ts";
import { seedOf } from "../demo/lineups.ts";
import { handOver, handOverAfter } from "../demo/roll-forward.ts";
import { competitions, matches, seasons, stages } from "../schema.ts";
import { buildDraw, roundName } from "./bracket.ts";

const day = 86_400_000;
const week = 7 * day;
/** As the leagues': a month of play ahead always. */
const rollAhead = 35 * day;
const tournamentKey = "demo:tennis.harbour-open";

/**
 * The demo tennis tour comes back every week: when the last edition's first round is less than five
 * weeks ahead, the next edition is written, its first round a week after the last one's at the same
 * hours, the same players and seeds in a new draw (the unseeded placed at random), each edition a
 * season named by its first day. Later rounds are written as the draw moves on (advance.ts). The
 * last edition stays current until its last match is over. Editions' names and matches' keys are
 * unique, so a second run writes nothing. Answers how many editions it added.
 * docs/decisions/080-demo-seasons-roll-forward.md
 */
export async function rollDemoTennisForward(db: Db, now = new Date()): Promise<number> {
  const editions = await db
    .select({
      competitionId: competitions.id,
      seasonId: seasons.id,
      isCurrent: seasons.isCurrent,
      first: min(matches.kickoffAt),
      last: max(matches.kickoffAt),
    })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.competitionId, competitions.id))
    .innerJoin(matches, eq(matches.seasonId, seasons.id))
    .where(and(eq(competitions.sourceKey, tournamentKey), eq(competitions.isDemo, true)))
    .groupBy(competitions.id, seasons.id);
  if (editions.length === 0) return 0;
  const byStart = editions.toSorted((a, b) => a.first!.getTime() - b.first!.getTime());
  const current = editions.find((edition) => edition.isCurrent);
  const following = current && byStart.find((edition) => edition.first! > current.last!);
  if (current && following && now.getTime() - current.last!.getTime() >= handOverAfter) {
    await handOver(db, current.seasonId, following.seasonId);
  }
  const latest = byStart.at(-1)!;
  const firstRound = await db
    .select({
      stageId: matches.stageId,
      home: matches.homeTeamId,
      away: matches.awayTeamId,
      kickoffAt: matches.kickoffAt,
      sourceKey: matches.sourceKey,
    })
    .from(matches)
    .where(and(eq(matches.seasonId, latest.seasonId), like(matches.sourceKey, `${tournamentKey}:%r1:%`)));
  if (firstRound.length === 0) return 0;
  const [stage] = await db
    .select({ seeds: stages.seeds })
    .from(stages)
    .where(eq(stages.id, firstRound[0]!.stageId ?? 0));
  const seeds = stage?.seeds ?? {};
  const players = firstRound.flatMap((match) => [match.home, match.away]);
  const hourOf = new Map(
    firstRound.map((match) => [Number(match.sourceKey!.split(":").at(-1)), match.kickoffAt.getTime()]),
  );
  const hours = [...hourOf.values()];
  let added = 0;
  for (let k = 1; Math.min(...hours) + (k - 1) * week - now.getTime() < rollAhead; k += 1) {
    const startsAt = new Date(Math.min(...hours) + k * week);
    const name = startsAt.toISOString().slice(0, 10);
    const random = createRandom(seedOf(`${tournamentKey}:${name}`));
    const seeded = players.filter((id) => seeds[String(id)] !== undefined);
    const unseeded = shuffled(
      random,
      players.filter((id) => seeds[String(id)] === undefined),
    );
    const draw = buildDraw([
      ...seeded.map((id) => ({ id, seed: seeds[String(id)]! })),
      ...unseeded.map((id) => ({ id, seed: null })),
    ]);
    const wrote = await db.transaction(async (tx) => {
      const [season] = await tx
        .insert(seasons)
        .values({ competitionId: latest.competitionId, name, startsOn: name, isCurrent: false })
        .onConflictDoNothing()
        .returning({ id: seasons.id });
      if (!season) return false;
      const [mainDraw] = await tx
        .insert(stages)
        .values({ seasonId: season.id, name: "Main draw", kind: "knockout", seeds })
        .returning({ id: stages.id });
      await tx.insert(matches).values(
        draw.rounds[0]!.flatMap((tie, slot) =>
          tie.home === null || tie.away === null
            ? []
            : [
                {
                  seasonId: season.id,
                  stageId: mainDraw!.id,
                  round: roundName(0, draw.rounds.length),
                  roundNumber: 1,
                  homeTeamId: tie.home,
                  awayTeamId: tie.away,
                  kickoffAt: new Date((hourOf.get(slot) ?? hours[slot % hours.length]!) + k * week),
                  status: "scheduled" as const,
                  sourceKey: `${tournamentKey}:${name}:r1:${slot}`,
                },
              ],
        ),
      );
      return true;
    });
    if (wrote) added += 1;
  }
  return added;
}
