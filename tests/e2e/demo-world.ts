import type { APIRequestContext } from "@playwright/test";

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

/** Addresses of real pages in the seeded demo world: a match in play, a finished one, their league and team. */
export async function demoPages(request: APIRequestContext): Promise<DemoPages> {
  // Football: the pages these tests read (timeline, line-ups, tables) are football's.
  const live = ((await (await request.get("/api/matches/live?sport=football")).json()) as { data: Group[] })
    .data;
  const [today, yesterday] = await Promise.all(
    [day(0), day(-1)].map(
      async (date) =>
        ((await (await request.get(`/api/matches?date=${date}&sport=football`)).json()) as { data: Group[] })
          .data,
    ),
  );
  const liveGroup = live.find((group) => group.matches.length > 0 && group.competition.country);
  const liveMatch = liveGroup?.matches[0];
  const finished = [...(today ?? []), ...(yesterday ?? [])]
    .flatMap((group) => group.matches)
    .find((match) => match.status === "finished");
  if (!liveGroup?.competition.country || !liveMatch || !finished) {
    throw new Error("the demo world has a live match in a national league and a finished match");
  }
  const countryId = liveGroup.competition.country.id;
  return {
    liveMatch: `/match/${liveMatch.id}`,
    finishedMatch: `/match/${finished.id}`,
    league: `/league/${liveGroup.competition.id}`,
    team: `/team/${liveMatch.home.id}`,
    countryLeagues: `/country/${countryId}/league`,
    countryTeams: `/country/${countryId}/team`,
  };
}

/** A match in play and a finished one (in the last week) of a sport, as match page addresses. */
export async function sportMatchPages(
  request: APIRequestContext,
  sport: string,
): Promise<{ liveMatch: string; finishedMatch: string }> {
  const days = Array.from({ length: 8 }, (_, back) => `/api/matches?date=${day(-back)}&sport=${sport}`);
  const [live = [], ...past] = await Promise.all(
    [`/api/matches/live?sport=${sport}`, ...days].map(
      async (path) => ((await (await request.get(path)).json()) as { data: Group[] }).data,
    ),
  );
  const liveMatch = live.flatMap((group) => group.matches)[0];
  const finished = past
    .flat()
    .flatMap((group) => group.matches)
    .find((match) => match.status === "finished");
  if (!liveMatch || !finished) {
    throw new Error(
      `the demo world has a live and a finished ${sport} match (${JSON.stringify({ liveMatch, finished })})`,
    );
  }
  return { liveMatch: `/match/${liveMatch.id}`, finishedMatch: `/match/${finished.id}` };
}
