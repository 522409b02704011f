import type { APIRequestContext } from "@playwright/test";
import { expectAccessibleEverywhere } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { staffMember } from "../support/staff.ts";

type Group = { matches: Array<{ id: number; status: string; kickoffAt: string }> };
type Match = {
  scores: Record<string, [number, number]>;
  play: { point?: [string, string]; label?: string } | null;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A match to come that the console takes over: the simulator lets go of it for good. Of those to
 * come, the one latest in the day, so the simulator keeps tipping off the next ones on time for the
 * pages the other specs read.
 */
async function fixtureToTake(request: APIRequestContext, sport: string): Promise<number> {
  for (const offset of [0, 1, 2, 3]) {
    const groups = (
      (await (await request.get(`/api/matches?date=${day(offset)}&tz=UTC&sport=${sport}`)).json()) as {
        data: Group[];
      }
    ).data;
    const found = groups
      .flatMap((group) => group.matches)
      .filter((m) => m.status === "scheduled")
      .sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt));
    const match = found.at(-1);
    if (match) return match.id;
  }
  throw new Error(`the demo world has a ${sport} match to come`);
}

const readMatch = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/matches/${id}`)).json()) as Match;

test("an operator scores tennis point by point and runs a basketball period from the console", async ({
  page,
  request,
  inPlay,
  consoleErrors,
}) => {
  test.setTimeout(patience(120_000));
  await staffMember(page, request, "operator", true);

  // The console takes the match from the simulator for good: no other journey is handed it.
  const { id: tennis } = await inPlay({ sport: "tennis", own: "for-good" });
  // The list of matches to score reads tennis by its set, never as a football minute.
  await page.goto("/cms/console");
  await expect(page.locator(`a[data-match-id="${tennis}"] [data-clock]`)).toHaveText(/^Set [1-5]$/);
  await page.goto(`/cms/console/${tennis}`);
  const score = page.locator("[data-console-score]");
  await expect(score.getByRole("img", { name: "serving" })).toHaveCount(1);
  await expectAccessibleEverywhere(page);
  const before = await readMatch(request, tennis);
  const point = page.getByRole("button", { name: /^Point / }).first();
  // Until the console's first point the feed plays on: a press based on the score just before one of
  // its points is refused (409) and the page moves to the score as it is; pressed again, it counts.
  consoleErrors.allow(/status of 409/);
  const recorded = page.getByText(/^Point to .* recorded\.$/);
  const refused = page.getByRole("region", { name: "Scoring" }).getByRole("alert");
  for (let press = 1; press <= 5; press += 1) {
    await point.click();
    await expect(recorded.or(refused)).toBeVisible();
    if (await recorded.isVisible()) break;
    // The only refusal expected is the feed's point landing first; any other is the fault to show.
    await expect(refused).toContainText("changed this");
  }
  await expect(recorded).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await readMatch(request, tennis)))
    .not.toBe(JSON.stringify(before));

  const basketball = await fixtureToTake(request, "basketball");
  await page.goto(`/cms/console/${basketball}`);
  await page.getByRole("button", { name: "Start the next period" }).click();
  await expect(page.getByRole("button", { name: "End Q1" })).toBeVisible();
  await page.getByRole("button", { name: "+3" }).first().click();
  await expect(score).toContainText("3 – 0");
  await expect.poll(async () => (await readMatch(request, basketball)).scores.q1).toEqual([3, 0]);
  await expect.poll(async () => (await readMatch(request, basketball)).play?.label).toBe("Q1");
  await expectAccessibleEverywhere(page);
  // Back on the list, the game reads as a quarter and its clock.
  await page.goto("/cms/console");
  await expect(page.locator(`a[data-match-id="${basketball}"] [data-clock]`)).toHaveText(
    /^Q1 \d{1,2}:\d{2}$/,
  );
});
