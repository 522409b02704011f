import type { APIRequestContext } from "@playwright/test";
import { MatchHolds, matchInPlay } from "./in-play.ts";

type Group = {
  competition: { id: number; country: { id: number } | null };
  matches: Array<{ id: number; status: string; home: { id: number }; away: { id: number } }>;
};

export type DemoPages = {
  liveMatch: string;
  finishedMatch: string;
  league: string;
  team: string;
  countryLeagues: string;
  countryTeams: string;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Pages are only read here: the matches are shared, never held.
const reading = new MatchHolds("reading");

/**
 * Addresses of real pages in the seeded demo world: a football match in play with its line-ups, in a
 * national league, a finished one, their league and team.
 */
export async function demoPages(request: APIRequestContext): Promise<DemoPages> {
  // Football: the pages these tests read (timeline, line-ups, tables) are football's.
  const liveMatch = await matchInPlay(request, reading, { lineups: true, national: true });
  const [today, yesterday] = await Promise.all(
    [day(0), day(-1)].map(
      async (date) =>
        ((await (await request.get(`/api/matches?date=${date}&sport=football`)).json()) as { data: Group[] })
          .data,
    ),
  );
  const finished = [...(today ?? []), ...(yesterday ?? [])]
    .flatMap((group) => group.matches)
    .find((match) => match.status === "finished");
  const countryId = liveMatch.competition.country?.id;
  if (!finished || countryId === undefined) throw new Error("the demo world has a finished match");
  return {
    liveMatch: `/match/${liveMatch.id}`,
    finishedMatch: `/match/${finished.id}`,
    league: `/league/${liveMatch.competition.id}`,
    team: `/team/${liveMatch.home.id}`,
    countryLeagues: `/country/${countryId}/league`,
    countryTeams: `/country/${countryId}/team`,
  };
}

/** A match in play and a finished one (in the last week) of a sport, as match page addresses. */
export async function sportMatchPages(
  request: APIRequestContext,
  sport: "basketball" | "tennis",
): Promise<{ liveMatch: string; finishedMatch: string }> {
  const days = Array.from({ length: 8 }, (_, back) => `/api/matches?date=${day(-back)}&sport=${sport}`);
  const liveMatch = await matchInPlay(request, reading, { sport });
  const past = await Promise.all(
    days.map(async (path) => ((await (await request.get(path)).json()) as { data: Group[] }).data),
  );
  const finished = past
    .flat()
    .flatMap((group) => group.matches)
    .find((match) => match.status === "finished");
  if (!finished) {
    throw new Error(
      `the demo world has a live and a finished ${sport} match (${JSON.stringify({ liveMatch, finished })})`,
    );
  }
  return { liveMatch: `/match/${liveMatch.id}`, finishedMatch: `/match/${finished.id}` };
}
