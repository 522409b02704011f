import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { competitions, groups, seasons, stages, teams, venues } from "../schema.ts";

export type MatchFormOptions = {
  /** `sportId` is the competition's: a season's matches are between teams of that sport. */
  seasons: Array<{ id: number; label: string; competitionId: number; sportId: number }>;
  competitions: Array<{ id: number; name: string }>;
  teams: Array<{ id: number; name: string; sportId: number }>;
  venues: Array<{ id: number; name: string }>;
  stages: Array<{ id: number; seasonId: number; label: string }>;
  groups: Array<{ id: number; seasonId: number; label: string }>;
};

/** What the match forms offer to choose from: current seasons first, names in order. */
export async function matchFormOptions(db: Db): Promise<MatchFormOptions> {
  const [seasonRows, teamRows, venueRows, stageRows, groupRows] = await Promise.all([
    db
      .select({
        id: seasons.id,
        name: seasons.name,
        competitionId: competitions.id,
        competition: competitions.name,
        sportId: competitions.sportId,
      })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .orderBy(desc(seasons.isCurrent), asc(competitions.name), desc(seasons.name)),
    db
      .select({ id: teams.id, name: teams.name, sportId: teams.sportId })
      .from(teams)
      .orderBy(asc(teams.name)),
    db.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.name)),
    db
      .select({ id: stages.id, seasonId: stages.seasonId, name: stages.name })
      .from(stages)
      .orderBy(asc(stages.seasonId), asc(stages.position)),
    db
      .select({ id: groups.id, seasonId: stages.seasonId, stage: stages.name, name: groups.name })
      .from(groups)
      .innerJoin(stages, eq(stages.id, groups.stageId))
      .orderBy(asc(stages.seasonId), asc(stages.position), asc(groups.name)),
  ]);
  const seasonLabel = new Map(seasonRows.map((s) => [s.id, `${s.competition} ${s.name}`]));
  const competitionsById = new Map(seasonRows.map((s) => [s.competitionId, s.competition]));
  return {
    seasons: seasonRows.map((s) => ({
      id: s.id,
      label: seasonLabel.get(s.id)!,
      competitionId: s.competitionId,
      sportId: s.sportId,
    })),
    competitions: [...competitionsById]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    teams: teamRows,
    venues: venueRows,
    stages: stageRows.map((s) => ({
      id: s.id,
      seasonId: s.seasonId,
      label: `${seasonLabel.get(s.seasonId)} · ${s.name}`,
    })),
    groups: groupRows.map((g) => ({
      id: g.id,
      seasonId: g.seasonId,
      label: `${seasonLabel.get(g.seasonId)} · ${g.stage} · ${g.name}`,
    })),
  };
}
