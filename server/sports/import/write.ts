import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { chunk, type Tx } from "../../platform/transactions.ts";
import { competitions, type MatchPeriod, seasons, sports, standingAdjustments } from "../schema.ts";
import { knownAdjustments } from "./catalog.ts";
import type { FileCounts } from "./counts.ts";
import { writeGoals } from "./goals.ts";
import { type ImportedMatchRow, upsertMatches } from "./match-rows.ts";
import type { ParsedFile, ParsedMatch } from "./parse.ts";
import { ensureStagesAndGroups, ensureVenues } from "./season-parts.ts";
import { clubOrigin, ensureCountry, resolveTeams, slugify, type TeamScope } from "./teams.ts";

async function ensureCompetition(
  tx: Tx,
  file: ParsedFile,
  sportId: number,
): Promise<{ id: number; created: boolean }> {
  const sourceKey = `openfootball:${file.code}`;
  const [existing] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.sourceKey, sourceKey));
  if (existing) return { id: existing.id, created: false };
  const countryId = file.info.country ? await ensureCountry(tx, file.info.country) : null;
  const base = slugify(file.name);
  const [clash] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.slug, base));
  const [row] = await tx
    .insert(competitions)
    .values({
      sportId,
      countryId,
      slug: clash ? `${base}-${slugify(file.code)}` : base,
      name: file.name,
      shortName: file.name.replace(
        /^(English|Spanish|German|Italian|French|Dutch|Portuguese|Austrian)\s+/,
        "",
      ),
      kind: file.info.kind,
      tier: file.info.tier,
      tieBreak: file.info.tieBreak,
      zones: file.info.zones,
      sourceKey,
    })
    .returning({ id: competitions.id });
  return { id: row!.id, created: true };
}

async function ensureSeason(tx: Tx, competitionId: number, file: ParsedFile): Promise<number> {
  const times = file.matches.map((m) => m.kickoffAt.getTime());
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const span = times.length
    ? { startsOn: day(Math.min(...times)), endsOn: day(Math.max(...times)) }
    : { startsOn: null, endsOn: null };
  const [row] = await tx
    .insert(seasons)
    .values({ competitionId, name: file.season, ...span })
    .onConflictDoUpdate({ target: [seasons.competitionId, seasons.name], set: span })
    .returning({ id: seasons.id });
  return row!.id;
}

/** Writes one parsed file in one transaction: a failure leaves nothing of it behind. */
export async function writeParsedFile(db: Db, file: ParsedFile): Promise<FileCounts> {
  return db.transaction(async (tx) => {
    await tx.insert(sports).values({ slug: "football", name: "Football" }).onConflictDoNothing();
    const [sport] = await tx.select({ id: sports.id }).from(sports).where(eq(sports.slug, "football"));
    const competition = await ensureCompetition(tx, file, sport!.id);
    const seasonId = await ensureSeason(tx, competition.id, file);
    const { stageIds, groupIds } = await ensureStagesAndGroups(tx, seasonId, file.matches);

    const homeCountryId = file.info.country ? await ensureCountry(tx, file.info.country) : null;
    const scopeFor = async (raw: string): Promise<{ name: string; scope: TeamScope }> => {
      if (file.info.national)
        return { name: raw, scope: { source: "openfootball:national", countryId: null, national: true } };
      if (file.info.country)
        return {
          name: raw,
          scope: {
            source: `openfootball:${file.info.country.code}`,
            countryId: homeCountryId,
            national: false,
          },
        };
      const origin = clubOrigin(raw);
      if (!origin.country)
        return {
          name: raw,
          scope: { source: `openfootball:${file.code}`, countryId: null, national: false },
        };
      const countryId = await ensureCountry(tx, origin.country);
      return {
        name: origin.name,
        scope: { source: `openfootball:${origin.country.code}`, countryId, national: false },
      };
    };
    const names = [...new Set(file.matches.flatMap((m) => [m.home, m.away]))];
    const scoped = new Map<string, { name: string; scope: TeamScope }>();
    for (const raw of names) scoped.set(raw, await scopeFor(raw));
    const { ids, created: teamsCreated } = await resolveTeams(tx, sport!.id, [...scoped.values()]);
    const teamId = (raw: string) => {
      const entry = scoped.get(raw)!;
      return ids.get(`${entry.scope.source}|${entry.name}`)!;
    };
    const venueIds = await ensureVenues(
      tx,
      file.matches.flatMap((m) => (m.ground ? [m.ground] : [])),
    );

    const sourceKeyOf = (m: ParsedMatch) => `openfootball:${file.code}:${file.season}:${m.key}`;
    const matchIds = new Map<string, number>();
    let matchesCreated = 0;
    for (const part of chunk(file.matches, 2_000)) {
      const rows = part.map((m): ImportedMatchRow => {
        const final = m.scores.et ?? m.scores.ft;
        const p = m.scores.p;
        return {
          season_id: seasonId,
          stage_id: m.stage ? stageIds.get(m.stage.name)! : null,
          group_id: m.stage && m.group ? groupIds.get(`${m.stage.name}|${m.group}`)! : null,
          round: m.round,
          round_number: m.roundNumber,
          home_team_id: teamId(m.home),
          away_team_id: teamId(m.away),
          venue_id: m.ground ? venueIds.get(m.ground)! : null,
          kickoff_at: m.kickoffAt.toISOString(),
          status: m.status,
          period: final ? ((p ? "PEN" : m.scores.et ? "AET" : "FT") as MatchPeriod) : null,
          home_score: final?.[0] ?? null,
          away_score: final?.[1] ?? null,
          scores: m.scores,
          winner_team_id: p && p[0] !== p[1] ? teamId(p[0] > p[1] ? m.home : m.away) : null,
          source_key: sourceKeyOf(m),
        };
      });
      for (const row of await upsertMatches(tx, rows)) {
        matchIds.set(row.source_key, row.id);
        if (row.created) matchesCreated += 1;
      }
    }

    const allNew = matchesCreated === file.matches.length;
    const events = await writeGoals(tx, file, matchIds, sourceKeyOf, teamId, allNew);
    const adjustments = (knownAdjustments[`${file.code} ${file.season}`] ?? []).filter((a) =>
      scoped.has(a.team),
    );
    if (adjustments.length > 0) {
      await tx
        .insert(standingAdjustments)
        .values(
          adjustments.map((a) => ({ seasonId, teamId: teamId(a.team), points: a.points, reason: a.reason })),
        )
        .onConflictDoNothing();
    }
    return {
      competitionsCreated: competition.created ? 1 : 0,
      competitionsUpdated: competition.created ? 0 : 1,
      teamsCreated,
      matchesCreated,
      matchesUpdated: file.matches.length - matchesCreated,
      events,
    };
  });
}
