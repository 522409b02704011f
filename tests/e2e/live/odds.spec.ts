import type { APIRequestContext } from "@playwright/test";
import { expect, patience, test } from "../support/fixtures.ts";
import { type InPlayMatch, minuteToRecord, recordForPlayer } from "../support/in-play.ts";
import { automation, expectAccessibleEverywhere, staffMember } from "../support/staff.ts";

type TwoWay = { key: string; status: string; selections: Array<{ key: string; probability: number }> };

// The odds settings are the site's, one row every journey here reads: the journeys run one after
// another in one worker, and a goal suspends prices for the operator's 10 s instead of the default
// 30 s, so a suspension and the reopening after it are seen without waiting out half a minute.
test.describe.configure({ mode: "default" });
const SUSPENSION_SECONDS = 10;

async function setSuspension(request: APIRequestContext, seconds: number): Promise<number> {
  for (;;) {
    const current = (await (await request.get("/api/cms/odds/settings", { headers: automation })).json()) as {
      data: { version: number; suspension_seconds: number };
    };
    const answer = await request.patch("/api/cms/odds/settings", {
      headers: automation,
      data: { version: current.data.version, suspension_seconds: seconds },
    });
    // Another writer got there first: read the new version and try again.
    if (answer.status() === 409) continue;
    expect(answer.status()).toBe(200);
    return current.data.suspension_seconds;
  }
}

let suspensionBefore = 30;
test.beforeAll(async ({ request }) => {
  suspensionBefore = await setSuspension(request, SUSPENSION_SECONDS);
});
test.afterAll(async ({ request }) => {
  await setSuspension(request, suspensionBefore);
});

/**
 * These matches, the one whose draw no bet is nearest even first: a goal moves its prices without
 * deciding it. Matches whose prices are open come before those a recent goal or card suspended, whose
 * row would wait out the suspension before it shows a price.
 */
async function mostOpenFirst(request: APIRequestContext, candidates: InPlayMatch[]): Promise<InPlayMatch[]> {
  const priced = await Promise.all(
    candidates.map(async (match) => {
      const odds = (await (await request.get(`/api/matches/${match.id}/odds`)).json()) as {
        data: { status: string; markets: TwoWay[] };
      };
      const twoWay = odds.data.markets.find((market) => market.key === "two-way");
      const home = twoWay?.selections.find((s) => s.key === "home")?.probability ?? 1;
      const gap = twoWay?.status === "closed" ? 1 : Math.abs(home - 0.5);
      return { match, gap: odds.data.status === "open" ? gap : gap + 1 };
    }),
  );
  return priced.sort((a, b) => a.gap - b.gap).map((entry) => entry.match);
}

/**
 * The side the draw-no-bet market rates less likely to win: a goal for it brings the market nearer
 * even, where a goal for the favourite late on may close it as all but decided.
 */
async function underdogOf(request: APIRequestContext, id: number): Promise<"home" | "away"> {
  const odds = (await (await request.get(`/api/matches/${id}/odds`)).json()) as {
    data: { markets: TwoWay[] };
  };
  const twoWay = odds.data.markets.find((market) => market.key === "two-way");
  const home = twoWay?.selections.find((s) => s.key === "home")?.probability ?? 0.5;
  return home > 0.5 ? "away" : "home";
}

test("the match centre's odds move and suspend after a goal in a simulated match; phone and desktop, light and dark", async ({
  page,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(60_000));
  // A match of its own: another journey's goal would suspend its prices.
  const match = await inPlay({ minutesLeft: 5, own: "while-running" });
  const { id } = match;

  // The odds ride on the match's own live stream.
  const oddsStream = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/live/matches/${id}`),
  );
  await page.goto(`/match/${id}`);
  const panel = page.getByRole("region", { name: "Odds", exact: true });
  await expect(panel).toBeVisible();
  // The match result leads, its three prices never above their fair price (1 / chance shown).
  const result = panel.getByRole("region", { name: "Full-time result (1X2)" });
  await expect(result.locator("[data-selection^='1x2:']")).toHaveCount(3);
  await expect(result.getByText("Draw", { exact: true })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Two-way (draw no bet)" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Odd or even goals" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Last team to score" })).toBeVisible();
  await expect(panel.getByText("18+")).toBeVisible();
  await oddsStream;
  // Every goal swaps the odd and even chances, so that price always moves.
  const odd = panel.locator('[data-selection="odd-even:odd"]');
  const before = await odd.getAttribute("data-price");

  const minute = minuteToRecord(match);
  const { answer: scored } = await recordForPlayer(request, match, "home", { type: "goal", minute });
  expect(scored.status()).toBe(201);

  // The goal arrives on the page's stream: prices pause and move.
  await expect(panel.locator("[data-odds-status]")).toHaveAttribute("data-odds-status", "suspended");
  await expect(odd).not.toHaveAttribute("data-price", before ?? "");
  await expect(page.getByRole("img", { name: /Probabilities over/ })).toBeVisible();

  // On a phone the story comes first: the score and the tabs on the first screen, then the match's
  // timeline and commentary, and the prices only after them, however much the match has told so far
  // (a quiet first half tells less than a screen, so the prices may start on the first one).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/match/${id}`);
  const odds = page.getByRole("region", { name: "Odds", exact: true });
  await expect(odds).toBeVisible();
  const tabs = await page.getByRole("navigation", { name: "Match centre" }).boundingBox();
  expect(tabs!.y + tabs!.height).toBeLessThanOrEqual(844);
  const story = await page.getByRole("region", { name: "Commentary", exact: true }).boundingBox();
  expect((await odds.boundingBox())!.y).toBeGreaterThanOrEqual(story!.y + story!.height);
  // The panel and the chart beside it share one 18+ notice.
  await expect(page.locator("[data-gambling-notice]")).toHaveCount(1);
  await expectAccessibleEverywhere(page);
});

test("an operator sets the margin and default format, and a fan's own format wins on the match page; phone and desktop, light and dark", async ({
  page,
  request,
  inPlay,
}) => {
  test.setTimeout(patience(60_000));
  await staffMember(page, request, "operator", true);
  await page.goto("/cms/odds");
  await expect(page.getByRole("heading", { level: 1, name: "Odds" })).toBeVisible();
  await page.getByLabel("Margin (%)").fill("8");
  await page.getByLabel("Default odds format").selectOption("fractional");
  await page.getByRole("button", { name: "Save odds settings" }).click();
  await expect(page.getByText("Odds settings saved.")).toBeVisible();

  const { id } = await inPlay();
  const odds = (await (await request.get(`/api/matches/${id}/odds`)).json()) as { data: { margin: number } };
  expect(odds.data.margin).toBe(0.08);
  await page.goto(`/match/${id}`);
  // The site default now reads fractional: "5/4", "10/11".
  await expect(page.locator('[data-selection="odd-even:odd"] .font-mono')).toHaveText(/^\d+\/\d+$/);

  await page.goto("/account");
  await page.getByLabel("Odds format").selectOption("american");
  await page.getByRole("button", { name: "Save odds preference" }).click();
  await expect(page.getByText("Odds preference saved.")).toBeVisible();
  await page.goto(`/match/${id}`);
  await expect(page.locator('[data-selection="odd-even:odd"] .font-mono')).toHaveText(/^[+-]\d+$/);

  await page.goto("/cms/odds");
  await expect(page.getByRole("heading", { level: 1, name: "Odds" })).toBeVisible();
  await expectAccessibleEverywhere(page);

  await page.goto("/account");
  await page.getByLabel("Hide odds everywhere").check();
  await page.getByRole("button", { name: "Save odds preference" }).click();
  await expect(page.getByText("Odds preference saved.")).toBeVisible();
  await page.goto(`/match/${id}`);
  await expect(page.locator(`section[data-match-id="${id}"]`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Odds", exact: true })).toHaveCount(0);

  const current = (await (await request.get("/api/cms/odds/settings", { headers: automation })).json()) as {
    data: { version: number };
  };
  const reset = await request.patch("/api/cms/odds/settings", {
    headers: automation,
    data: { version: current.data.version, margin: 0.05, default_format: "decimal" },
  });
  expect(reset.status()).toBe(200);
});

test("a live row on the scores page shows two-way prices that move after a goal, and the match's live stream carries its odds; phone and desktop, light and dark", async ({
  page,
  request,
  inPlay,
}) => {
  // A goal suspends the row's prices for the operator's 10 s, or longer when the simulator plays another
  // goal, card or VAR check in the match meanwhile.
  test.setTimeout(patience(120_000));
  // A match of its own, so another journey's goal does not suspend it; one still open to bets after a
  // goal, since a market all but decided closes.
  const match = await inPlay({
    minutesLeft: 5,
    own: "while-running",
    prefer: (matches) => mostOpenFirst(request, matches),
  });
  const { id } = match;

  await page.goto("/?live=1");
  // The day's list: on a wide page the hot matches beside it may hold the same match again.
  const row = page.getByTestId("day-matches").locator(`li[data-match-id="${id}"]`);
  const price = row.locator("[data-row-price]");
  await expect(price).toHaveAttribute("data-odds-status", "open", { timeout: 30_000 });
  const before = await price.getAttribute("data-row-price");
  expect(before).toMatch(/^\d+(\.\d+)?\/\d+(\.\d+)?$/);
  await expect(row.getByRole("link")).toHaveAccessibleName(/draw no bet odds: .+, .+/);
  // Each price says whose it is: 1 beside the home side, 2 beside the away side.
  await expect(price.locator("[data-row-price-side]")).toHaveText([/^1\s*\d/, /^2\s*\d/]);
  // The 18+ notice once for the page, not on every row.
  await expect(page.locator("[data-gambling-notice]")).toHaveCount(1);

  // The match's own live stream, read as any client would: the goal's prices ride on it.
  const streamed = page.evaluate(async (matchId) => {
    const response = await fetch(`/api/live/matches/${matchId}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    // A periodic reprice may come first: read on until the goal and the prices after it.
    while (!/\nevent: match-event\n[\s\S]*\nevent: odds\n/.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    return text;
  }, id);
  await page.waitForTimeout(500);

  const minute = minuteToRecord(match);
  const side = await underdogOf(request, id);
  const { answer: scored } = await recordForPlayer(request, match, side, { type: "goal", minute });
  expect(scored.status()).toBe(201);

  // Prices pause at once (a lock, read out as suspended), then reopen at new prices. A suspension
  // lasts the operator's 10 s from the match's latest goal, sending-off or VAR check, and the simulator
  // plays on in this match: the wait allows for a few more of those before the prices reopen.
  await expect(price).toHaveAttribute("data-odds-status", "suspended");
  await expect(row.getByRole("link")).toHaveAccessibleName(/odds suspended/);
  await expect(price).toHaveAttribute("data-odds-status", "open", { timeout: 60_000 });
  await expect(price).not.toHaveAttribute("data-row-price", before ?? "");

  const text = await streamed;
  expect(text).toContain("event: odds-ready");
  expect(text).toMatch(/id: live:\d+,odds:\d+\nevent: match-event\n/);
  expect(text).toMatch(/id: live:\d+,odds:\d+\nevent: odds\ndata: \{"match_id":\d+/);

  await page.goto("/?live=1");
  await expect(page.locator("[data-row-price]").first()).toBeVisible();
  await expectAccessibleEverywhere(page);
});
