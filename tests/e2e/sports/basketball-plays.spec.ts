import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

// The play-by-play of a game the demo's simulator is playing, read on a phone as fans follow it.
test.use({ viewport: { width: 390, height: 844 } });

test("a live basketball game's play-by-play names the quarter, clock, team, player and score, on a phone and a desktop, light and dark", async ({
  page,
  inPlay,
}) => {
  const game = await inPlay({ sport: "basketball" });
  await page.goto(`/match/${game.id}`);
  const tabs = page.getByRole("navigation", { name: "Match centre" });
  await tabs.getByRole("link", { name: "Play-by-play" }).click();
  await expect(page).toHaveURL(/\?tab=plays$/);
  await expect(tabs.getByRole("link", { name: "Play-by-play" })).toHaveAttribute("aria-current", "page");

  const panel = page.getByRole("region", { name: "Play-by-play" });
  const plays = panel.getByRole("list", { name: "Plays, newest first" }).getByRole("listitem");
  await expect(plays.first()).toBeVisible();
  // Every line opens with its quarter and game clock; the newest is first, so the top line is of the
  // quarter being played (or the one just ended).
  const lines = await plays.allTextContents();
  expect(lines.length).toBeGreaterThan(10);
  expect(lines.filter((text) => !/^(Q[1-4]|OT\d) \d\d:\d\d\S/.test(text))).toEqual([]);
  // A basket names its scorer, linked to his page, and the score after it.
  const basket = plays.filter({ hasText: /(2-pointer|3-pointer|Free throw) made/ }).first();
  await expect(basket).toContainText(/\d+–\d+$/);
  const scorer = basket.getByRole("link").first();
  await expect(scorer).toHaveAttribute("href", /^\/player\/\d+$/);
  await expect(scorer).toHaveText(/\w+ \w+/);
  // Nothing scrolls sideways on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // One quarter at a time: the first quarter's plays only, from its end back to its start.
  const quarters = panel.getByRole("group", { name: "Show the plays of" });
  await quarters.getByRole("button", { name: "Q1", exact: true }).click();
  await expect(quarters.getByRole("button", { name: "Q1", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(plays.last()).toHaveText(/^Q1 \d\d:\d\d\s*Start of Q1$/);
  expect((await plays.allTextContents()).filter((text) => !text.startsWith("Q1 "))).toEqual([]);

  await expectAccessibleEverywhere(page, "main");
});

test("a basketball game still to come says its play-by-play starts at the tip-off", async ({
  page,
  request,
}) => {
  type Day = { data: Array<{ matches: Array<{ id: number; status: string }> }> };
  let id: number | undefined;
  for (let day = 0; day < 7 && id === undefined; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const { data } = (await (await request.get(`/api/matches?date=${date}&sport=basketball`)).json()) as Day;
    id = data.flatMap((group) => group.matches).find((match) => match.status === "scheduled")?.id;
  }
  if (id === undefined) throw new Error("the demo world has a basketball game to come this week");
  await page.goto(`/match/${id}?tab=plays`);
  const panel = page.getByRole("region", { name: "Play-by-play" });
  await expect(panel).toContainText("The game has not tipped off yet");
  await expect(panel.getByRole("listitem")).toHaveCount(0);
});
