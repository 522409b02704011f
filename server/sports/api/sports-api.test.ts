import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { List } from "../../http/pagination.ts";
import { demoLeagues } from "../demo/clubs.ts";
import type {
  CompetitionMatches,
  CompetitionRef,
  HeadToHead,
  MatchDetail,
  MatchSummary,
  SearchResults,
  Standings,
  TeamDetail,
  TopScorer,
} from "../queries/types.ts";
import { matches } from "../schema.ts";
import { DEMO_NOW, demoSportsApiForFile } from "../testing/demo-api.ts";
import { cacheFor } from "./params.ts";

const now = DEMO_NOW;
const { database, request: get } = demoSportsApiForFile();

async function premierId(): Promise<number> {
  const { body } = await get<List<CompetitionRef>>("/competitions?q=premier");
  return body.data[0]!.id;
}

describe("competitions", () => {
  it("lists competitions filtered by country and name, paginated", async () => {
    const { body, headers } = await get<List<CompetitionRef>>("/competitions?country=england");
    expect(body.data.map((c) => c.shortName).sort()).toEqual(["Challenge Cup", "Premier Division"]);
    expect(headers.get("cache-control")).toContain("max-age=300");
    const page = await get<List<CompetitionRef>>("/competitions?limit=1&offset=1");
    // Every demo league and the cup.
    expect(page.body.total).toBe(demoLeagues.length + 1);
    expect(Object.keys(page.body).sort()).toEqual(["data", "total"]);
    expect(page.body.data).toHaveLength(1);
    const bySport = await get<List<CompetitionRef>>("/competitions?sport=basketball");
    expect(bySport.body.total).toBe(0);
  });

  it("serves standings with zones, the deduction and the live flag, and home/away tables", async () => {
    const id = await premierId();
    const { body, headers } = await get<Standings>(`/competitions/${id}/standings`);
    const rows = body.groups[0]!.rows;
    expect(rows).toHaveLength(16);
    expect(rows[0]!.zone?.label).toBe("Champions League");
    expect(rows[15]!.zone?.kind).toBe("relegation");
    expect(body.adjustments[0]).toMatchObject({ points: -6 });
    // Marked live exactly while one of the division's matches is in play, and kept briefly then.
    const live = await get<{ data: CompetitionMatches[] }>("/matches/live");
    expect(body.live).toBe(live.body.data.some((group) => group.competition.id === id));
    expect(headers.get("cache-control")).toBe(body.live ? cacheFor.live : cacheFor.day);
    const badType = await get<{ error: { code: string } }>(`/competitions/${id}/standings?type=weird`, 400);
    expect(badType.body.error.code).toBe("invalid-type");
    const home = await get<Standings>(`/competitions/${id}/standings?type=home`);
    const homePlayed = home.body.groups[0]!.rows.reduce((sum, row) => sum + row.played, 0);
    const totalPlayed = rows.reduce((sum, row) => sum + row.played, 0);
    expect(homePlayed * 2).toBe(totalPlayed);
  });

  it("lists a round's matches and top scorers", async () => {
    const id = await premierId();
    const round = await get<List<MatchSummary>>(`/competitions/${id}/matches?round=Matchday%201`);
    expect(round.body.data).toHaveLength(8);
    expect(round.body.data.every((m) => m.round === "Matchday 1" && m.status === "finished")).toBe(true);
    const scorers = (await get<{ data: TopScorer[] }>(`/competitions/${id}/top-scorers?limit=5`)).body.data;
    expect(scorers).toHaveLength(5);
    expect(scorers[0]!.goals).toBeGreaterThanOrEqual(scorers[4]!.goals);
    const missing = await get<{ error: { code: string } }>(`/competitions/${id}/matches?season=1999/00`, 404);
    expect(missing.body.error.code).toBe("not-found");
  });
});

describe("matches", () => {
  it("groups a local day's matches by competition and validates date and tz", async () => {
    const today = now.toISOString().slice(0, 10);
    const { data: body } = (await get<{ data: CompetitionMatches[] }>(`/matches?date=${today}&tz=UTC`)).body;
    expect(body.length).toBeGreaterThanOrEqual(3);
    for (const group of body) {
      for (const match of group.matches) expect(match.competitionId).toBe(group.competition.id);
    }
    expect((await get<{ error: { code: string } }>("/matches?date=2026-02-30", 400)).body.error.code).toBe(
      "invalid-date",
    );
    expect((await get<{ error: { code: string } }>("/matches?tz=Mars/Olympus", 400)).body.error.code).toBe(
      "invalid-tz",
    );
  });

  it("shows live matches with a short cache lifetime", async () => {
    const { body, headers } = await get<{ data: CompetitionMatches[] }>("/matches/live");
    const live = body.data.flatMap((group) => group.matches);
    // Four kick off together in the league in play at the boot (todaysRoundKickoffs).
    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(live.every((m) => m.status === "live" && m.minute !== null)).toBe(true);
    expect(headers.get("cache-control")).toBe("public, max-age=5");
  });

  it("answers with the minute under way when it answers, not the minute of the last event", async () => {
    const { body } = await get<{ data: CompetitionMatches[] }>("/matches/live");
    const football = body.data.flatMap((group) => group.matches).find((m) => m.sport === "football")!;
    // Half an hour into the first half, the last event reported at 5' (a write bumps the version,
    // as every match write does).
    const bump = { version: sql`${matches.version} + 1`, updatedAt: new Date() };
    await database.db
      .update(matches)
      .set({
        ...bump,
        period: "1H",
        minute: 5,
        stoppage: null,
        periodStartedAt: new Date(Date.now() - 30.5 * 60_000),
      })
      .where(eq(matches.id, football.id));
    const detail = await get<MatchDetail>(`/matches/${football.id}`);
    expect([detail.body.minute, detail.body.stoppage]).toEqual([31, null]);
    const live = await get<{ data: CompetitionMatches[] }>("/matches/live");
    const row = live.body.data.flatMap((group) => group.matches).find((m) => m.id === football.id)!;
    expect([row.minute, row.stoppage]).toEqual([31, null]);
    // Deep into the half the clock counts stoppage, as the page shows it.
    await database.db
      .update(matches)
      .set({ ...bump, periodStartedAt: new Date(Date.now() - 47.5 * 60_000) })
      .where(eq(matches.id, football.id));
    const late = await get<MatchDetail>(`/matches/${football.id}`);
    expect([late.body.minute, late.body.stoppage]).toEqual([45, 3]);
  });

  it("serves a match with its events and the two teams' earlier meetings", async () => {
    const id = await premierId();
    const late = await get<List<MatchSummary>>(`/competitions/${id}/matches?when=results&limit=1`);
    const match = await get<MatchDetail>(`/matches/${late.body.data[0]!.id}`);
    expect(match.body.competition.id).toBe(id);
    expect(match.body.venue?.name).toMatch(/\S/);
    expect(match.body.events.length).toBeGreaterThan(0);
    const h2h = await get<HeadToHead>(`/matches/${match.body.id}/head-to-head?limit=5`);
    const { homeWins, draws, awayWins } = h2h.body.totals;
    expect(homeWins + draws + awayWins).toBe(h2h.body.meetings.length);
    expect(h2h.body.meetings.length).toBeGreaterThanOrEqual(1);
    const bad = await get<{ error: { code: string } }>(`/matches/${match.body.id}/head-to-head?limit=0`, 400);
    expect(bad.body.error.code).toBe("invalid-limit");
  });

  it("answers 404 not-found for unknown and malformed ids", async () => {
    for (const path of [
      "/matches/999999",
      "/matches/abc",
      "/matches/-1",
      "/teams/0",
      "/competitions/1e3",
      "/matches/99999999999",
    ]) {
      const { body } = await get<{ error: { code: string } }>(path, 404);
      expect(body.error.code).toBe("not-found");
    }
  });
});

describe("teams, catalog and search", () => {
  it("serves a team with form, next match and its matches", async () => {
    const { body: results } = await get<SearchResults>("/search?q=Calderbridge");
    const team = results.teams[0]!;
    const { body } = await get<TeamDetail>(`/teams/${team.id}`);
    expect(body.name).toBe("Calderbridge City");
    expect(body.form).toHaveLength(5);
    expect(body.competitions.map((c) => c.shortName)).toContain("Premier Division");
    const fixtures = await get<List<MatchSummary>>(`/teams/${team.id}/matches?when=fixtures&limit=3`);
    expect(fixtures.body.data.every((m) => m.home.id === team.id || m.away.id === team.id)).toBe(true);
    expect(fixtures.body.data.every((m) => m.status === "scheduled" || m.status === "live")).toBe(true);
  });

  it("finds teams by prefix and despite a typo, and competitions by name", async () => {
    const prefix = await get<SearchResults>("/search?q=stanm");
    expect(prefix.body.teams[0]?.name).toBe("Stanmoor Park");
    const typo = await get<SearchResults>("/search?q=Kingsmeer");
    expect(typo.body.teams[0]?.name).toBe("Kingsmere Harriers");
    const accent = await get<SearchResults>("/search?q=penarroja");
    expect(accent.body.teams[0]?.name).toBe("CD Peñarroja");
    const competition = await get<SearchResults>("/search?q=challenge");
    expect(competition.body.competitions[0]?.shortName).toBe("Challenge Cup");
    const empty = await get<{ error: { code: string } }>("/search?q=", 400);
    expect(empty.body.error.code).toBe("invalid-q");
  });

  it("finds the matches between two teams named together, and a team's nearest matches", async () => {
    const pair = await get<SearchResults>("/search?q=calderbridg%20stanmor");
    expect(pair.body.teams.map((team) => team.name).sort()).toEqual(["Calderbridge City", "Stanmoor Park"]);
    expect(pair.body.matches.length).toBeGreaterThan(0);
    for (const match of pair.body.matches) {
      expect([match.home.name, match.away.name].sort()).toEqual(["Calderbridge City", "Stanmoor Park"]);
      expect(match.competition.id).toBe(match.competitionId);
    }
    const one = await get<SearchResults>("/search?q=calderbridge%20city");
    expect(one.body.teams[0]?.name).toBe("Calderbridge City");
    const kickoffs = one.body.matches.map((match) => match.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort());
    expect(one.body.matches.length).toBeGreaterThan(0);
    expect(
      one.body.matches.every(
        (m) => m.home.name === "Calderbridge City" || m.away.name === "Calderbridge City",
      ),
    ).toBe(true);
    const competitionOnly = await get<SearchResults>("/search?q=challenge");
    expect(competitionOnly.body.matches).toEqual([]);
  });

  it("lists countries and sports", async () => {
    const countries = await get<{ data: Array<{ name: string; competitions: number }> }>("/countries");
    expect(countries.body.data.find((c) => c.name === "England")?.competitions).toBe(2);
    const sports = await get<{ data: Array<{ slug: string }> }>("/sports");
    expect(sports.body.data.map((s) => s.slug)).toContain("football");
  });

  it("documents every sports route in the OpenAPI document", async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>("/openapi.json");
    for (const path of [
      "/competitions",
      "/competitions/{id}/standings",
      "/matches",
      "/matches/live",
      "/matches/{id}/head-to-head",
      "/teams/{id}/matches",
      "/search",
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
