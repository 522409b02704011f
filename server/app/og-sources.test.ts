import { beforeAll, describe, expect, it } from "vitest";
import { getMatch, listLiveMatches } from "../sports/service.ts";
import { demoSportsApiForFile } from "../sports/testing/demo-api.ts";
import { ogSources } from "./og-sources.ts";

const { database, services } = demoSportsApiForFile({ otherSports: true });
let sources: ReturnType<typeof ogSources>;

beforeAll(() => {
  sources = ogSources(services);
});

const liveOf = async (sport: string) => {
  const groups = await listLiveMatches(database.db, sport);
  const match = groups.flatMap((group) => group.matches)[0];
  if (!match) throw new Error(`no live ${sport} match in the demo world`);
  const card = await sources.match(match.id, "en");
  if (card?.kind !== "match") throw new Error(`no match card for ${match.id}`);
  return card;
};

describe("a live match's share card", () => {
  it("shows football's minute, and only football's", async () => {
    expect((await liveOf("football")).status).toMatch(/^(\d+(\+\d+)?'|Half time)$/);
  });

  it("shows a basketball game's period and a tennis match's set, never a minute", async () => {
    const basketball = await liveOf("basketball");
    expect(basketball.status).toMatch(/^(Q[1-4]|OT\d|HT|End (Q[1-4]|OT\d))/);
    const tennis = await liveOf("tennis");
    expect(tennis.status).toMatch(/^Set [1-5]$/);
  });
});

describe("a share card in the page's language", () => {
  it("says its words in the page's language, Japanese and Arabic included", async () => {
    const groups = await listLiveMatches(database.db, "football");
    const live = (await getMatch(database.db, groups.flatMap((group) => group.matches)[0]!.id))!;
    const german = await sources.team(live.home.id, "de");
    expect(german).toMatchObject({ kind: "team", label: "Mannschaft" });
    const vietnamese = await sources.league(live.competition.id, "vi");
    expect(vietnamese).toMatchObject({ kind: "league", label: "Giải đấu" });
    // The card draws Japanese and Arabic letters too (server/social/og/render.ts).
    expect(await sources.team(live.home.id, "ja")).toMatchObject({ label: "チーム" });
    expect(await sources.team(live.home.id, "ar")).toMatchObject({ label: "الفريق" });
    expect(await sources.team(live.home.id, "en")).toMatchObject({ label: "Team" });
  });
});
