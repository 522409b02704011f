import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { List } from "../../http/pagination.ts";
import { type DemoSportsApi, demoSportsApi } from "../testing/demo-api.ts";
import type { CompetitionDetail, MatchSummary, SearchResults, Standings, TeamDetail } from "./types.ts";

// The demo world names Calderbridge City and the Premier Division in Japanese and Arabic, and
// neither in Spanish (demo/local-names.ts).
let api: DemoSportsApi;
let calderbridge: number;
let premier: number;

async function read<T>(path: string, language?: string): Promise<{ body: T; headers: Headers }> {
  const response = await api.app.request(`/api${path}`, {
    headers: language ? { "Accept-Language": language } : {},
  });
  expect(response.status, path).toBe(200);
  return { body: (await response.json()) as T, headers: response.headers };
}

beforeAll(async () => {
  api = await demoSportsApi();
  const found = await read<SearchResults>("/search?q=calderbridge city");
  calderbridge = found.body.teams[0]!.id;
  premier = (await read<SearchResults>("/search?q=premier division")).body.competitions[0]!.id;
});
afterAll(() => api.database.close());

describe("teams and competitions in the reader's language", () => {
  it("names a team in the language asked for, and by its own name in English and where none is kept", async () => {
    const japanese = await read<TeamDetail>(`/teams/${calderbridge}`, "ja");
    expect(japanese.body).toMatchObject({ name: "コルダーブリッジ・シティ", shortName: "コルダーブリッジ" });
    expect(japanese.body.competitions.find((c) => c.id === premier)?.name).toBe(
      "プレミア・ディビジョン（デモ）",
    );
    expect(japanese.headers.get("vary")).toMatch(/Accept-Language/i);
    // Read right after the Japanese answer: the cached reads behind both are shared, not renamed.
    const english = await read<TeamDetail>(`/teams/${calderbridge}`, "en-GB,en;q=0.9");
    expect(english.body).toMatchObject({ name: "Calderbridge City", shortName: "Calderbridge" });
    const spanish = await read<TeamDetail>(`/teams/${calderbridge}`, "es-ES");
    expect(spanish.body).toMatchObject({ name: "Calderbridge City", shortName: "Calderbridge" });
    const unasked = await read<TeamDetail>(`/teams/${calderbridge}`);
    expect(unasked.body.name).toBe("Calderbridge City");
  });

  it("names them in score lists, standings and the competition, in Arabic as in Japanese", async () => {
    const { body: competition } = await read<CompetitionDetail>(`/competitions/${premier}`, "ar");
    expect(competition).toMatchObject({ name: "الدوري الممتاز (تجريبي)", shortName: "الدوري الممتاز" });
    const { body: standings } = await read<Standings>(`/competitions/${premier}/standings`, "ar");
    const names = standings.groups[0]!.rows.map((row) => row.team.name);
    expect(names).toContain("كالدربريدج سيتي");
    // A club without an Arabic name keeps its own.
    expect(names).toContain("Ashbourne Athletic");
    const { body: fixtures } = await read<List<MatchSummary>>(
      `/competitions/${premier}/matches?limit=100`,
      "ar",
    );
    const theirs = fixtures.data.filter(
      (match) => match.home.id === calderbridge || match.away.id === calderbridge,
    );
    expect(theirs.length).toBeGreaterThan(0);
    for (const match of theirs) {
      const side = match.home.id === calderbridge ? match.home : match.away;
      expect(side).toMatchObject({ name: "كالدربريدج سيتي", shortName: "كالدربريدج" });
    }
    const { body: english } = await read<Standings>(`/competitions/${premier}/standings`, "en");
    expect(english.groups[0]!.rows.map((row) => row.team.name)).toContain("Calderbridge City");
  });

  it("finds a team by its name in another script and answers in the reader's language", async () => {
    const { body } = await read<SearchResults>(`/search?q=${encodeURIComponent("コルダーブリッジ")}`, "ja");
    expect(body.teams[0]).toMatchObject({ id: calderbridge, name: "コルダーブリッジ・シティ" });
    const { body: english } = await read<SearchResults>(
      `/search?q=${encodeURIComponent("コルダーブリッジ")}`,
    );
    expect(english.teams[0]).toMatchObject({ id: calderbridge, name: "Calderbridge City" });
  });
});
