import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { minuteToRecord, recordForPlayer } from "../support/in-play.ts";

type Scorer = {
  playerId: number | null;
  name: string;
  team: { id: number; name: string; shortName: string } | null;
  goals: number;
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
type Group = { matches: Array<{ home: { id: number }; away: { id: number } }> };

/**
 * A scorer of the first demo league whose club is not playing now (so no goal lands while the
 * test reads), and whom the search finds by name. Demo squads share names, so the fan tells the
 * players apart by the club beside each.
 */
async function steadyScorer(request: APIRequestContext) {
  const leagues = (await (await request.get("/api/competitions?q=premier")).json()) as {
    data: Array<{ id: number }>;
  };
  const leagueId = leagues.data[0]!.id;
  const live = ((await (await request.get("/api/matches/live?sport=football")).json()) as { data: Group[] })
    .data;
  const playing = new Set(live.flatMap((group) => group.matches.flatMap((m) => [m.home.id, m.away.id])));
  const scorers = (
    (await (await request.get(`/api/competitions/${leagueId}/top-scorers?limit=20`)).json()) as {
      data: Scorer[];
    }
  ).data;
  for (const scorer of scorers) {
    if (scorer.playerId === null || !scorer.team || playing.has(scorer.team.id)) continue;
    const found = (await (await request.get(`/api/search?q=${encodeURIComponent(scorer.name)}`)).json()) as {
      players: Array<{ id: number }>;
    };
    if (found.players.some((player) => player.id === scorer.playerId)) return { leagueId, scorer };
  }
  throw new Error("the demo league has a scorer whose club is not playing now");
}

test("a fan searches a player, opens their page and sees the goals the scorers table shows", async ({
  page,
  request,
}) => {
  const { leagueId, scorer } = await steadyScorer(request);

  await page.goto(`/league/${leagueId}?tab=scorers`);
  // The scorers table links the player's name to their page; names alone repeat across clubs.
  const row = page.getByRole("row").filter({ has: page.locator(`a[href="/player/${scorer.playerId}"]`) });
  await expect(row).toHaveCount(1);
  const tableGoals = (await row.getByRole("cell").last().textContent())?.trim();
  expect(tableGoals).toBe(String(scorer.goals));
  const competition = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

  await page.getByRole("button", { name: "Search" }).click();
  const search = page.getByRole("dialog", { name: "Search" });
  await search.getByRole("searchbox").fill(scorer.name);
  await search
    .getByRole("region", { name: "Players" })
    .getByRole("link", { name: `${scorer.name} ${scorer.team!.shortName}`, exact: true })
    .click();

  await expect(page).toHaveURL(new RegExp(`/player/${scorer.playerId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(scorer.name);
  await expect(page).toHaveTitle(new RegExp(`^${escaped(`${scorer.name} (${scorer.team!.name})`)} \\|`));
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByRole("link", { name: scorer.team!.name })).toHaveAttribute(
    "href",
    `/team/${scorer.team!.id}`,
  );
  await expect(page.getByTestId("player-position")).toHaveText(/^(Goalkeeper|Defender|Midfielder|Forward)$/);
  // Age with the date of birth, and nationality with its flag.
  await expect(page.getByTestId("player-age")).toHaveText(/^(1[89]|[23]\d) \(\d{1,2} [A-Z][a-z]+ \d{4}\)$/);
  await expect(page.getByTestId("player-nationality").getByRole("img")).toBeVisible();
  const api = (await (await request.get(`/api/players/${scorer.playerId}`)).json()) as {
    shirtNumber: number | null;
    seasons: Array<{
      competition: { id: number };
      appearances: number;
      yellowCards: number;
      redCards: number;
      minutes: number | null;
    }>;
    totals: { appearances: number };
    recentMatches: Array<{ marks: Array<{ type: string }>; rating: number | null; minutes: number | null }>;
  };
  // The shirt he wears, beside his age.
  expect(api.shirtNumber, "the demo squads wear numbers").not.toBeNull();
  await expect(
    header
      .locator("dl > div")
      .filter({ has: page.getByRole("term").filter({ hasText: /^Shirt$/ }) })
      .getByRole("definition"),
  ).toHaveText(String(api.shirtNumber));

  const season = page.getByRole("region", { name: "This season" });
  const line = season
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: competition, exact: true }) });
  await expect(line.locator('[data-stat="goals"] > :first-child')).toHaveText(tableGoals!);
  expect(Number(await line.locator('[data-stat="appearances"]').textContent())).toBeGreaterThan(0);
  // His cards this season in that competition, under their columns, as the API counts them.
  const numbers = api.seasons.find((season) => season.competition.id === leagueId)!;
  await expect(season.locator('abbr[title="Yellow cards"]')).toHaveText("YC");
  await expect(season.locator('abbr[title="Red cards"]')).toHaveText("RC");
  await expect(line.locator('[data-stat="yellowCards"]')).toHaveText(String(numbers.yellowCards));
  await expect(line.locator('[data-stat="redCards"]')).toHaveText(String(numbers.redCards));

  // The latest matches, each with its score, and the goals among them the same as the API's.
  const recent = page.getByRole("region", { name: "Recent matches" });
  await expect(recent.getByRole("listitem")).toHaveCount(api.recentMatches.length);
  expect(api.recentMatches.length).toBeGreaterThan(0);
  // Five at least once he has played five, each saying what he did: his rating, or how he played.
  expect(api.recentMatches.length).toBeGreaterThanOrEqual(Math.min(5, api.totals.appearances));
  for (const played of await recent.getByRole("listitem").all()) {
    await expect(played).toContainText(/Rating \d+\.\d|Started|Substitute|goal|card|came on|went off/);
  }
  await expect(recent.getByRole("listitem").first().getByRole("link")).toHaveText(/\d+–\d+/);
  const recentGoals = api.recentMatches
    .flatMap((played) => played.marks)
    .filter((mark) => mark.type === "goal" || mark.type === "penalty-goal").length;
  await expect(recent.locator('[data-mark="goal"], [data-mark="penalty-goal"]')).toHaveCount(recentGoals);
  // Each match with a line-up shows the rating the match's line-ups give, and the minutes played.
  const rated = api.recentMatches.filter((played) => played.rating !== null);
  expect(rated.length).toBeGreaterThan(0);
  await expect(recent.locator("[data-rating]")).toHaveText(
    rated.map((played) => new RegExp(`${played.rating!.toFixed(1)}$`)),
  );
  await expect(recent.getByText(/(Started|Substitute), \d+′/).first()).toBeVisible();
  // The season's minutes are shown only when every appearance has a line-up to count them by.
  await expect(line.locator('[data-stat="minutes"]')).toHaveCount(
    api.seasons.some((season) => (season.minutes ?? 0) > 0) ? 1 : 0,
  );

  // The club's page lists the squad by line, the player among them, one tap from his page.
  await header.getByRole("link", { name: scorer.team!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${scorer.team!.id}$`));
  const club = (await (await request.get(`/api/teams/${scorer.team!.id}`)).json()) as {
    form: Array<"W" | "D" | "L">;
    nextMatch: { id: number; status: string } | null;
    lastMatches: Array<{ id: number }>;
    squad: Array<{ name: string; shirtNumber: number | null; position: string | null }>;
  };
  const squad = page.getByRole("region", { name: "Squad" });
  await expect(squad.getByRole("region", { name: "Goalkeepers" })).toBeVisible();
  await expect(squad.locator("[data-age]").first()).toHaveText(/^\d{2} yrs$/);
  await expect(squad.getByRole("link", { name: scorer.name, exact: true })).toHaveAttribute(
    "href",
    `/player/${scorer.playerId}`,
  );
  // Each line lists its players by shirt number, each number before the name and the age after it.
  for (const [position, name] of [
    ["GK", "Goalkeepers"],
    ["DF", "Defenders"],
    ["MF", "Midfielders"],
    ["FW", "Forwards"],
  ] as const) {
    const listed = club.squad.filter((player) => player.position === position);
    expect(listed.length, name).toBeGreaterThan(0);
    expect(
      listed.every((player) => player.shirtNumber !== null),
      `${name} wear numbers`,
    ).toBe(true);
    await expect(squad.getByRole("region", { name }).getByRole("listitem")).toHaveText(
      listed.map((player) => new RegExp(`^${player.shirtNumber}${escaped(player.name)}\\d{2} yrs$`)),
    );
  }

  // Under the club's name, its form: the last results, oldest first, as W, D and L.
  const clubHeader = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  expect(club.form.length).toBeGreaterThan(0);
  const form = clubHeader.getByRole("img", { name: /^Form: (win|draw|loss)(, (win|draw|loss))*$/ });
  await expect(form).toHaveText(club.form.join(""));
  // Its next match (in play by now, the club's live one) and its last results, each a link to the match.
  expect(club.nextMatch, "the demo season has matches to come").not.toBeNull();
  const next = page.getByRole("region", {
    name: club.nextMatch!.status === "live" ? "Live now" : "Next match",
  });
  await expect(next.locator(`li[data-match-id="${club.nextMatch!.id}"]`)).toBeVisible();
  const results = page.getByRole("region", { name: "Recent results" });
  for (const { id } of club.lastMatches) {
    await expect(results.locator(`li[data-match-id="${id}"] [data-score]`)).toHaveText([/^\d+$/, /^\d+$/]);
  }
  // A player's page is swept by axe with the signed-out screens (accessibility.spec.ts).
});

test("a goal set up in play counts as the passer's assist in his season", async ({
  page,
  request,
  inPlay,
}) => {
  // With its line-ups out: the scorer and the passer are two of the side on the pitch, as staff must name.
  const live = await inPlay({ minutesLeft: 2, lineups: true, own: "while-running" });
  const { answer, assistName } = await recordForPlayer(
    request,
    live,
    "home",
    { type: "goal", minute: minuteToRecord(live) },
    { assisted: true },
  );
  expect(answer.status(), await answer.text()).toBe(201);
  const sheet = (await (await request.get(`/api/matches/${live.id}`)).json()) as {
    lineups: Record<"home", Record<"starters" | "bench", Array<{ name: string; playerId: number | null }>>>;
  };
  const { starters, bench } = sheet.lineups.home;
  // A starter or a substitute who came on.
  const passer = [...starters, ...bench].find((player) => player.name === assistName);
  expect(passer?.playerId, `${assistName} has a page`).toBeTruthy();

  await page.goto(`/player/${passer!.playerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(assistName!);
  const api = (await (await request.get(`/api/players/${passer!.playerId}`)).json()) as {
    seasons: Array<{ competition: { id: number }; assists: number }>;
  };
  const assists = api.seasons.find((season) => season.competition.id === live.competition.id)?.assists ?? 0;
  expect(assists).toBeGreaterThan(0);
  // The column shows once an assist is recorded: "Ast", his count in the league of this match.
  const season = page.getByRole("region", { name: "This season" });
  await expect(season.locator('abbr[title="Assists"]')).toHaveText("Ast");
  const line = season
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/league/${live.competition.id}"]`) });
  await expect(line.locator('[data-stat="assists"]')).toHaveText(String(assists));
});

test("an unknown or malformed player is the site's 404", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  for (const path of ["/player/999999", "/player/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  }
});
