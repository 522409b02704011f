import { expect, test } from "../support/fixtures.ts";
import { minuteToRecord, recordForPlayer } from "../support/in-play.ts";

type Day = Array<{
  matches: Array<{
    id: number;
    status: string;
    period: string | null;
    minute: number | null;
    home: { id: number; name: string };
    away: { id: number; name: string };
  }>;
}>;

async function todays(request: import("@playwright/test").APIRequestContext, offset = 0) {
  const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const groups = (
    (await (await request.get(`/api/matches?tz=UTC&date=${date}&sport=football`)).json()) as { data: Day }
  ).data;
  return groups.flatMap((group) => group.matches);
}

type Centre = { momentum: unknown[]; lineups: { home: unknown } };

/** The ratings shown in these line-up rows. */
async function ratingsIn(rows: import("@playwright/test").Locator): Promise<number[]> {
  const texts = await rows.locator("[data-rating]").allTextContents();
  return texts.map((text) => Number(text.replace("Rating", "").trim()));
}

/** A recent result with its whole centre; just after midnight today has none yet, so yesterday's. */
async function aResult(request: import("@playwright/test").APIRequestContext) {
  for (const offset of [0, -1]) {
    for (const match of (await todays(request, offset)).filter((m) => m.status === "finished")) {
      const centre = (await (await request.get(`/api/matches/${match.id}`)).json()) as Centre;
      if (centre.momentum?.length >= 90 && centre.lineups?.home) return match;
    }
  }
  return undefined;
}

test("a finished match shows its momentum, line-ups on a pitch and as lists, and statistics", async ({
  page,
  request,
}) => {
  const finished = await aResult(request);
  expect(finished, "the demo world has a result today").toBeDefined();
  await page.goto(`/match/${finished!.id}`);
  await expect(page.getByRole("navigation", { name: "Match centre" })).toBeVisible();
  await expect(page.locator("[data-momentum] svg")).toHaveAttribute("aria-label", /Momentum over 90 minutes/);
  await expect(page.getByText("Referee")).toBeVisible();

  await page.getByRole("link", { name: "Line-ups" }).click();
  await expect(page).toHaveURL(/tab=line-ups/);
  await expect(page.locator("[data-pitch]")).toBeVisible();
  const lists = page.locator("[data-lineup]");
  await expect(lists).toHaveCount(2);
  for (const list of await lists.all()) {
    await expect(list.getByRole("heading", { name: "Starting XI" })).toBeVisible();
    await expect(list.locator("ul").first().locator("li")).toHaveCount(11);
    await expect(list.getByText(/^Coach:/)).toBeVisible();
    // Every starter is rated, 3.0 to 10.0.
    const ratings = await ratingsIn(list.locator("ul").first().locator("li"));
    expect(ratings).toHaveLength(11);
    expect(ratings.every((rating) => rating >= 3 && rating <= 10)).toBe(true);
  }
  // A scorer stands out; in a goalless match the keepers who kept the clean sheets do.
  const scorers = page.locator("[data-lineup] li").filter({ has: page.locator('[data-mark="goal"]') });
  const standouts =
    (await scorers.count()) > 0 ? scorers : page.locator("[data-lineup] li").filter({ hasText: /GK/ });
  expect(Math.max(...(await ratingsIn(standouts)))).toBeGreaterThan(6.5);

  await page.getByRole("link", { name: "Stats" }).click();
  const table = page.getByRole("table", { name: /Match statistics/ });
  await expect(table).toBeVisible();
  const possession = table.locator('[data-stat="possession"] td');
  const [home, away] = (await possession.allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(home! + away!).toBe(100);
  const shots = (await table.locator('[data-stat="shots"] td').allTextContents()).map(Number);
  const onTarget = (await table.locator('[data-stat="shotsOnTarget"] td').allTextContents()).map(Number);
  expect(shots[0]).toBeGreaterThanOrEqual(onTarget[0]!);
  expect(shots[1]).toBeGreaterThanOrEqual(onTarget[1]!);
});

test("a live match's statistics follow the page's one stream: a card shown by the referee counts at once", async ({
  page,
  request,
  inPlay,
}) => {
  // Its own match, with ten minutes of the half left for the card and line-ups to open after it.
  const live = await inPlay({ minutesLeft: 10, lineups: true, own: "while-running" });
  const { id } = live;
  // Header, timeline, statistics and odds share one connection: the match's own stream.
  const streams: string[] = [];
  page.on("request", (asked) => {
    if (asked.resourceType() === "eventsource") streams.push(new URL(asked.url()).pathname);
  });
  const stream = page.waitForResponse((response) => response.url().includes(`/api/live/matches/${id}`));
  await page.goto(`/match/${id}?tab=stats`);
  await stream;
  const yellow = page.locator('[data-stat="yellowCards"] td').last();
  const before = Number(await yellow.textContent());
  await expect(page.locator("[data-momentum]")).toBeVisible();

  const minute = minuteToRecord(live);
  // A player on the pitch not yet booked, as the line-up and timeline show.
  const { answer: booked } = await recordForPlayer(request, live, "away", { type: "yellow-card", minute });
  expect(booked.status()).toBe(201);
  await expect(yellow).toHaveText(String(before + 1));
  expect(streams).toEqual([`/api/live/matches/${id}`]);

  await page.getByRole("link", { name: "Line-ups" }).click();
  await expect(page.locator("[data-lineup]")).toHaveCount(2);
});

test("the summary tells the match in words, and a goal scored live joins the commentary with the score it makes", async ({
  page,
  request,
  inPlay,
}) => {
  // With its line-ups out: the goal names a player on the pitch, as staff must.
  const live = await inPlay({ minutesLeft: 5, lineups: true, own: "while-running" });
  const { id } = live;
  const stream = page.waitForResponse((response) => response.url().includes(`/api/live/matches/${id}`));
  await page.goto(`/match/${id}`);
  await stream;
  const commentary = page.getByRole("list", { name: "Commentary" });
  await expect(commentary).toBeVisible();
  await expect(commentary.getByRole("listitem").first()).toBeVisible();

  const minute = minuteToRecord(live);
  const { answer: scored, playerName: scorer } = await recordForPlayer(request, live, "home", {
    type: "goal",
    minute,
  });
  expect(scored.status()).toBe(201);
  // The score this goal made: the scorer may have scored before, never at this score.
  const made = ((await scored.json()) as { match: { home: number; away: number } }).match;
  const { home, away } = live;
  const words = `Goal! ${scorer} scores for ${home.name}. ${home.name} ${made.home}–${made.away} ${away.name}.`;
  await expect(commentary.getByRole("listitem").filter({ hasText: words })).toHaveCount(1);
});

test("line-ups fit a phone in dark mode", async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const finished = await aResult(request);
  await page.goto(`/match/${finished!.id}?tab=line-ups`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("[data-pitch]")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
