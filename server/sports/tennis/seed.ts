/**
 * Writes the demo tennis tournament: the tennis sport, one competition with a knock-out draw stage,
 * players as team rows of kind "player" (docs/decisions/031-tennis.md) and the draw's known matches.
 */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, matches, seasons, sports, stages, teams } from "../schema.ts";
import { demoTennisFormat, planDemoTennis } from "./demo-plan.ts";

export const demoTennisSlug = "harbour-open-demo";

export async function seedDemoTennis(db: Db, now: Date = new Date()) {
  const plan = planDemoTennis(now);
  return db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values({ slug: "tennis", name: "Tennis", periods: 3, periodMinutes: 0, position: 2 })
      .onConflictDoNothing();
    const [tennis] = await tx.select().from(sports).where(eq(sports.slug, "tennis"));
    if (!tennis) throw new Error("tennis sport missing");
    const [competition] = await tx
      .insert(competitions)
      .values({
        sportId: tennis.id,
        slug: demoTennisSlug,
        name: "Harbour Open (demo)",
        shortName: "Harbour Open",
        kind: "tournament",
        format: demoTennisFormat,
        sourceKey: "demo:tennis.harbour-open",
        isDemo: true,
      })
      .returning({ id: competitions.id });
    const year = String(now.getUTCFullYear());
    const [season] = await tx
      .insert(seasons)
      .values({ competitionId: competition?.id ?? 0, name: year, isCurrent: true })
      .returning({ id: seasons.id });
    const [draw] = await tx
      .insert(stages)
      .values({ seasonId: season?.id ?? 0, name: "Main draw", kind: "knockout" })
      .returning({ id: stages.id });
    const rows = await tx
      .insert(teams)
      .values(
        plan.players.map((p) => ({
          sportId: tennis.id,
          slug: `${p.key}-demo`,
          name: p.name,
          shortName: p.shortName,
          code: p.code,
          kind: "player" as const,
          strength: p.strength,
          ranking: p.ranking,
          isDemo: true,
        })),
      )
      .returning({ id: teams.id });
    const ids = new Map(plan.players.map((p, i) => [p.key, rows[i]?.id ?? 0]));
    // The draw sheet prints each seed beside its player.
    const seeds = Object.fromEntries(
      plan.players.flatMap((p) => (p.seed === null ? [] : [[String(ids.get(p.key)), p.seed]])),
    );
    await tx
      .update(stages)
      .set({ seeds })
      .where(eq(stages.id, draw?.id ?? 0));
    await tx.insert(matches).values(
      plan.matches.map((m) => ({
        seasonId: season?.id ?? 0,
        stageId: draw?.id ?? null,
        round: m.round,
        roundNumber: m.roundNumber,
        homeTeamId: ids.get(m.home) ?? 0,
        awayTeamId: ids.get(m.away) ?? 0,
        kickoffAt: m.kickoffAt,
        status: m.status,
        // Tennis has no running clock: a live match carries its point score and server instead.
        periodStartedAt: null,
        play: m.live ? { points: m.live.state.points, point: m.live.point, serving: m.live.serving } : null,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        // Set scores are tennis's own keys (s1…s5, s1tb…); the football period keys stay unused.
        scores: m.scores as never,
        winnerTeamId: m.winner ? (ids.get(m.winner) ?? null) : null,
        sourceKey: `demo:tennis.harbour-open:r${m.roundNumber}:${m.slot}`,
      })),
    );
    return { players: plan.players.length, matches: plan.matches.length };
  });
}

/**
 * Adds the demo tournament to a demo site that does not have it yet (one seeded before tennis came);
 * a site with real data only, or with the tournament already, is left alone.
 */
export async function seedDemoTennisIfAbsent(db: Db, now: Date = new Date()) {
  const [present] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.slug, demoTennisSlug));
  if (present) return null;
  const [demo] = await db.select({ total: count() }).from(competitions).where(eq(competitions.isDemo, true));
  if ((demo?.total ?? 0) === 0) return null;
  return seedDemoTennis(db, now);
}
