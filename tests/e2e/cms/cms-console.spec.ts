import type { Page } from "@playwright/test";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { kickedOffFixture, playerOnPitch } from "../support/in-play.ts";
import { adminNav, adminToken, staffMember } from "../support/staff.ts";

/** Opens a match in the console and waits until its live stream is open. */
async function openConsole(page: Page, id: number) {
  const stream = page.waitForResponse((response) => response.url().includes(`/api/live/matches/${id}`));
  await page.goto(`/cms/console/${id}`);
  await expect(page.getByRole("heading", { name: "Record" })).toBeVisible();
  await stream;
}

const scoreOf = async (page: Page) => {
  const text =
    (await page.getByRole("region", { name: "Score" }).locator("[data-score]").textContent()) ?? "";
  return text.split(" - ").map(Number) as [number, number];
};

test("an operator scores a goal with the keyboard, the match page shows it, and undo takes it back", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(patience(90_000));
  // A match of its own: the console takes it from the simulator for good.
  const { id } = await kickedOffFixture(request, "console-goal");
  await staffMember(page, request, "operator", true);
  await page.goto("/cms/console");
  await expect((await adminNav(page)).getByRole("link", { name: "Live console" })).toBeVisible();
  const stream = page.waitForResponse((response) => response.url().includes(`/api/live/matches/${id}`));
  await page.locator(`a[data-match-id="${id}"]`).click();
  await expect(page.getByRole("heading", { name: "Record" })).toBeVisible();
  await stream;

  const publicPage = await context.newPage();
  await publicPage.goto(`/match/${id}`);
  const header = publicPage.locator(`section[data-match-id="${id}"] [data-score]`);
  const [home, away] = await scoreOf(page);
  await expect(header).toHaveText(`${home} - ${away}`);

  await page.keyboard.press("g");
  await expect(page.getByRole("heading", { name: "Goal: which team?" })).toBeVisible();
  await page.keyboard.press("h");
  await expect(page.getByLabel(/^Player/)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Goal recorded.")).toBeVisible();
  const score = page.getByRole("region", { name: "Score" }).locator("[data-score]");
  await expect(score).toHaveText(`${home + 1} - ${away}`);
  await expect(header).toHaveText(`${home + 1} - ${away}`);

  await page.keyboard.press("u");
  await expect(page.getByText("Your last event was undone.")).toBeVisible();
  await expect(score).toHaveText(`${home} - ${away}`);
  await expect(header).toHaveText(`${home} - ${away}`);
  const timeline = page.getByRole("list", { name: "Match events, newest first" });
  // An undo puts the record right: it is a correction, not a referee's VAR decision.
  await expect(timeline.getByRole("listitem").first()).toContainText(
    "Correction: event taken back (Undone by the operator)",
  );
  // Fans see the goal struck through and a correction beside it, never "VAR", still readable at both
  // widths in both schemes.
  const publicTimeline = publicPage.getByRole("list", { name: "Timeline" });
  const cancelled = publicTimeline.locator("li[data-cancelled]");
  await expect(cancelled).toContainText("Cancelled");
  const correction = publicTimeline.locator("li[data-event-type='var']").filter({ hasText: "Correction" });
  await expect(correction).toHaveCount(1);
  await expect(correction).not.toContainText("VAR");
  await expectAccessibleEverywhere(publicPage, 'ol[aria-label="Timeline"]');
});

test("two operators on one match: the second one's stale edit shows the first one's goal and can be recorded again", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(patience(120_000));
  const { id } = await kickedOffFixture(request, "console-two-operators");
  await staffMember(page, request, "operator", true);
  const other = await browser.newContext();
  const second = await other.newPage();
  await staffMember(second, request, "operator", true);
  // The second operator's stream lags: nothing reaches their page, so their version goes stale.
  await second.route(/\/api\/live\/matches\/\d+/, (route) =>
    route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 600000\n\n" }),
  );
  await openConsole(page, id);
  await openConsole(second, id);
  const [home, away] = await scoreOf(page);

  await page.keyboard.press("g");
  await page.keyboard.press("a");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Goal recorded.")).toBeVisible();

  await second.keyboard.press("y");
  await second.keyboard.press("h");
  await second.keyboard.press("Enter");
  const conflict = second.getByRole("alert").filter({ hasText: "Someone else changed this match first" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`the score became ${home} - ${away + 1}`);
  await expect(conflict.getByRole("list", { name: "Their changes" })).toContainText("Goal");
  await conflict.getByRole("button", { name: "Record my yellow card again" }).click();
  await expect(second.getByText("Yellow card recorded.")).toBeVisible();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Match events, newest first" })).toContainText("Yellow card");
  await other.close();
});

test("the console on a phone and a desktop, light and dark, passes axe and shows its shortcut sheet", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(60_000));
  const { id } = await kickedOffFixture(request, "console-looks");
  await staffMember(page, request, "operator", true);
  await page.goto("/cms/console");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live console");
  await expectAccessibleEverywhere(page);
  await openConsole(page, id);
  // The record buttons sit in the first screen of a phone and of a desktop; the shortcut sheet is
  // then opened on the desktop, whose keyboard it is for.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ["Goal", "Yellow card", "Red card", "Substitution", "VAR overturn", "Undo my last"]) {
      await expect(
        page.getByRole("button", { name: new RegExp(`^${name}`) }),
        `${width} px`,
      ).toBeInViewport();
    }
  }
  await expectAccessibleEverywhere(page);
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

type Sheet = {
  starters: Array<{ name: string; shirtNumber: number | null }>;
  bench: Array<{ name: string }>;
};

test("with line-ups out, the console offers only the players on the pitch, and the scoring API refuses the rest", async ({
  page,
  context,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(120_000));
  // A demo match with its line-ups: scoring it in the console takes it from the simulator for good.
  const match = await inPlay({ lineups: true, own: "for-good", minutesLeft: 2 });
  const { id } = match;
  const centre = (await (await request.get(`/api/matches/${id}`)).json()) as {
    lineups: { home: Sheet; away: Sheet };
    events: Array<{ type: string; secondaryPlayerName: string | null; cancelled: boolean }>;
  };
  const cameOn = new Set(
    centre.events.filter((e) => e.type === "substitution" && !e.cancelled).map((e) => e.secondaryPlayerName),
  );
  const waiting = centre.lineups.home.bench.find((player) => !cameOn.has(player.name))!.name;
  const theirs = centre.lineups.away.starters.at(-1)!.name;

  // The API, whichever path, refuses what the line-ups contradict and writes nothing.
  const minute = Math.max(match.minute ?? 1, 1);
  const refusals = [];
  for (const playerName of [waiting, theirs, "Lionel Messi"]) {
    const answer = await request.post(`/api/admin/matches/${id}/events`, {
      headers: {
        Authorization: `Bearer ${adminToken}`,
        "Idempotency-Key": `e2e-refused-${id}-${playerName}`,
      },
      data: { type: "goal", minute, teamId: match.home.id, playerName },
    });
    refusals.push([answer.status(), (await answer.json()).error.code]);
  }
  expect(refusals).toEqual([
    [409, "player-not-on-pitch"],
    [409, "player-not-in-team"],
    [422, "unknown-player"],
  ]);

  await staffMember(page, request, "operator", true);
  await openConsole(page, id);
  const [home, away] = await scoreOf(page);
  await page.keyboard.press("g");
  await page.keyboard.press("h");
  const choices = page.getByRole("list", { name: `${match.home.name} players on the pitch` });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole("button", { name: waiting })).toHaveCount(0);
  await expectAccessibleEverywhere(page);
  // Typed names must come from the list: a substitute still on the bench and a made-up name are not.
  for (const typed of [waiting, "Lionel Messi"]) {
    await page.getByLabel(/^Player/).fill(typed);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: typed })).toHaveText(
      `${typed} is not among the players you can pick.`,
    );
  }
  await expect(page.getByRole("region", { name: "Score" }).locator("[data-score]")).toHaveText(
    `${home} - ${away}`,
  );
  // The scorer is picked from the pitch, and fans see that name.
  const scorer = (await playerOnPitch(request, id, "home"))!;
  const goalsBy = async () =>
    (
      (await (await request.get(`/api/matches/${id}`)).json()) as { events: Array<Record<string, unknown>> }
    ).events.filter((e) => e.type === "goal" && e.playerName === scorer && !e.cancelled).length;
  const before = await goalsBy();
  await choices.getByRole("button", { name: new RegExp(`${scorer}$`) }).click();
  await expect(page.getByText("Goal recorded.")).toBeVisible();
  const fan = await context.newPage();
  await fan.goto(`/match/${id}`);
  await expect(
    fan
      .getByRole("list", { name: "Timeline" })
      .locator("li[data-event-type='goal']")
      .filter({ hasText: scorer }),
  ).toHaveCount(before + 1);

  // A substitution takes a player off the pitch, then one from the bench.
  await page.keyboard.press("s");
  await page.keyboard.press("h");
  await page
    .getByRole("list", { name: `${match.home.name} players on the pitch` })
    .getByRole("button")
    .first()
    .click();
  const bench = page.getByRole("list", { name: `${match.home.name} substitutes` });
  await expect(bench.getByRole("button", { name: new RegExp(`${waiting}$`) })).toBeVisible();
  await expect(bench.getByRole("button", { name: new RegExp(`${scorer}$`) })).toHaveCount(0);
});

test("an operator corrects the scorer and minute of one goal, and fans see the correction beside it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(patience(90_000));
  // No line-ups on a fixture of its own: names are typed.
  const { id } = await kickedOffFixture(request, "console-correct");
  await staffMember(page, request, "operator", true);
  await openConsole(page, id);
  await page.keyboard.press("g");
  await page.keyboard.press("h");
  await page.getByLabel(/^Player/).fill("Ada Stone");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Goal recorded.")).toBeVisible();
  const [home, away] = await scoreOf(page);

  await page.getByRole("button", { name: /^Correct .*Ada Stone/ }).click();
  await expect(page.getByRole("heading", { name: /^Correct / })).toBeVisible();
  await expectAccessibleEverywhere(page);
  await page.getByLabel(/^Player/).fill("Kit Vale");
  await page.getByLabel("Minute").fill("1");
  await page.getByRole("button", { name: "Save the correction" }).click();
  await expect(page.getByText("Correction saved.")).toBeVisible();
  // The score stands: one goal taken back, the same goal put in its place.
  await expect(page.getByRole("region", { name: "Score" }).locator("[data-score]")).toHaveText(
    `${home} - ${away}`,
  );

  const fan = await context.newPage();
  await fan.goto(`/match/${id}`);
  const timeline = fan.getByRole("list", { name: "Timeline" });
  await expect(timeline.locator("li[data-event-type='goal']:not([data-cancelled])")).toContainText(
    "Kit Vale",
  );
  await expect(timeline.locator("li[data-cancelled]")).toContainText("Ada Stone");
  const correction = timeline.locator("li[data-event-type='var']").filter({ hasText: "Correction" });
  await expect(correction).toHaveCount(1);
  await expect(correction).not.toContainText("VAR");
});
