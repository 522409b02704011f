/**
 * Writes the demo basketball world: the basketball sport, a league with East and West conferences
 * and a knock-out cup, clubs with their rosters, and every game with its quarter scores
 * (docs/decisions/032-basketball.md).
 */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import {
  competitions,
  groups,
  matches,
  matchPlays,
  players,
  seasons,
  sports,
  stages,
  teams,
} from "../schema.ts";
import { demoBasketballCup, demoBasketballLeague, planDemoBasketball, ROSTER_SIZE } from "./demo-plan.ts";
import { playOf } from "./live.ts";
import { boxScoreOf } from "./plays.ts";

/** "2026/27" for a season that started in the autumn of 2026. */
function seasonName(now: Date) {
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}

export async function seedDemoBasketball(db: Db, now: Date = new Date()) {
  const plan = planDemoBasketball(now);
  return db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values({ slug: "basketball", name: "Basketball", periods: 4, periodMinutes: 12, position: 1 })
      .onConflictDoNothing();
    const [basketball] = await tx.select().from(sports).where(eq(sports.slug, "basketball"));
    if (!basketball) throw new Error("basketball sport missing");

    const seasonIds = new Map<string, number>();
    for (const def of [demoBasketballLeague, demoBasketballCup]) {
      const cup = def === demoBasketballCup;
      const [competition] = await tx
        .insert(competitions)
        .values({
          sportId: basketball.id,
          slug: `${def.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-demo`,
          name: def.name,
          shortName: def.shortName,
          kind: cup ? "cup" : "league",
          // Level on win percentage, the games between the level teams decide first.
          tieBreak: "head-to-head",
          // A table that counts points would count wins.
          pointsForWin: 1,
          format: def.format,
          sourceKey: `demo:${def.key}`,
          isDemo: true,
        })
        .returning({ id: competitions.id });
      const [season] = await tx
        .insert(seasons)
        .values({ competitionId: competition?.id ?? 0, name: seasonName(now), isCurrent: true })
        .returning({ id: seasons.id });
      seasonIds.set(cup ? "cup" : "league", season?.id ?? 0);
    }
    const [regular] = await tx
      .insert(stages)
      .values({ seasonId: seasonIds.get("league") ?? 0, name: "Regular season", kind: "table" })
      .returning({ id: stages.id });
    const [knockout] = await tx
      .insert(stages)
      .values({ seasonId: seasonIds.get("cup") ?? 0, name: "Knockout", kind: "knockout" })
      .returning({ id: stages.id });
    const conferenceRows = await tx
      .insert(groups)
      .values(["East", "West"].map((name) => ({ stageId: regular?.id ?? 0, name })))
      .returning({ id: groups.id, name: groups.name });
    const conferenceIds = new Map(conferenceRows.map((row) => [row.name, row.id]));

    const teamRows = await tx
      .insert(teams)
      .values(
        plan.teams.map((team) => ({
          sportId: basketball.id,
          slug: `${team.key}-demo`,
          name: team.name,
          shortName: team.shortName,
          code: team.code,
          kind: "club" as const,
          strength: team.strength,
          isDemo: true,
        })),
      )
      .returning({ id: teams.id });
    const teamIds = new Map(plan.teams.map((team, i) => [team.key, teamRows[i]?.id ?? 0]));
    const conferenceOf = new Map(plan.teams.map((team) => [team.key, team.conference]));
    const rosterRows = plan.teams.flatMap((team) =>
      team.players.map((player) => ({ teamId: teamIds.get(team.key) ?? 0, ...player })),
    );
    await tx.insert(players).values(rosterRows);

    const matchRows = await tx
      .insert(matches)
      .values(
        plan.games.map((game) => {
          const conference = conferenceOf.get(game.home);
          // A game between two clubs of one conference belongs to that conference's group.
          const sameConference = conference === conferenceOf.get(game.away);
          const competition = game.competition === "cup" ? demoBasketballCup : demoBasketballLeague;
          return {
            seasonId: seasonIds.get(game.competition) ?? 0,
            stageId: game.competition === "cup" ? (knockout?.id ?? null) : (regular?.id ?? null),
            groupId:
              game.competition === "league" && sameConference && conference
                ? (conferenceIds.get(conference) ?? null)
                : null,
            round: game.round,
            roundNumber: game.roundNumber,
            homeTeamId: teamIds.get(game.home) ?? 0,
            awayTeamId: teamIds.get(game.away) ?? 0,
            kickoffAt: game.kickoffAt,
            status: game.status,
            periodStartedAt: game.live?.periodStartedAt ?? null,
            play: game.live ? playOf(competition.format, game.live.state) : null,
            boxScore: game.plays.length > 0 ? boxScoreOf(game.plays, [ROSTER_SIZE, ROSTER_SIZE]) : null,
            homeScore: game.homeScore,
            awayScore: game.awayScore,
            // Quarter scores are basketball's own keys (q1…q4, ot1…); the football period keys stay unused.
            scores: game.scores as never,
            winnerTeamId: game.winner ? (teamIds.get(game.winner) ?? null) : null,
            sourceKey: `demo:${competition.key}:r${game.roundNumber}:${game.slot}`,
          };
        }),
      )
      .returning({ id: matches.id });
    // Each played or live game's play-by-play, as one batch from its first play.
    const played = plan.games.flatMap((game, i) =>
      game.plays.length > 0
        ? [{ matchId: matchRows[i]?.id ?? 0, seq: 0, plays: game.plays, createdAt: now }]
        : [],
    );
    if (played.length > 0) await tx.insert(matchPlays).values(played);
    return {
      teams: plan.teams.length,
      players: rosterRows.length,
      games: plan.games.length,
      live: plan.games.filter((game) => game.status === "live").length,
    };
  });
}

/** Adds the demo basketball to a demo site that does not have it yet; real-data sites are left alone. */
export async function seedDemoBasketballIfAbsent(db: Db, now: Date = new Date()) {
  const [present] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.sourceKey, `demo:${demoBasketballLeague.key}`));
  if (present) return null;
  const [demo] = await db.select({ total: count() }).from(competitions).where(eq(competitions.isDemo, true));
  if ((demo?.total ?? 0) === 0) return null;
  return seedDemoBasketball(db, now);
}
