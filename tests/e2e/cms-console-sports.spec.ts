import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { expect, patience, test } from "./fixtures.ts";
import { staffMember } from "./staff.ts";

type Group = { matches: Array<{ id: number; status: string; version?: number }> };
type Match = {
  scores: Record<string, [number, number]>;
  play: { point?: [string, string]; label?: string } | null;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function firstOf(request: APIRequestContext, sport: string, status: string): Promise<number> {
  for (const offset of [0, 1, 2, 3]) {
    const groups = (await (
      await request.get(`/api/matches?date=${day(offset)}&tz=UTC&sport=${sport}`)
    ).json()) as Group[];
    const match = groups.flatMap((group) => group.matches).find((m) => m.status === status);
    if (match) return match.id;
  }
  throw new Error(`the demo world has a ${status} ${sport} match`);
}

const matchOf = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/matches/${id}`)).json()) as Match;

test("an operator scores tennis point by point and runs a basketball period from the console", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(patience(120_000));
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "" }]);
  await staffMember(page, request, "operator", true);

  const tennis = await firstOf(request, "tennis", "live");
  await page.goto(`/cms/console/${tennis}`);
  const score = page.locator("[data-console-score]");
  await expect(score.getByRole("img", { name: "serving" })).toHaveCount(1);
  await expectAccessible(page, "dark");
  const before = await matchOf(request, tennis);
  const point = page.getByRole("button", { name: /^Point / }).first();
  await point.click();
  await expect(page.getByText(/^Point to .* recorded\.$/)).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await matchOf(request, tennis)))
    .not.toBe(JSON.stringify(before));

  const basketball = await firstOf(request, "basketball", "scheduled");
  await page.goto(`/cms/console/${basketball}`);
  await page.getByRole("button", { name: "Start the next period" }).click();
  await expect(page.getByRole("button", { name: "End Q1" })).toBeVisible();
  await page.getByRole("button", { name: "+3" }).first().click();
  await expect(score).toContainText("3 – 0");
  await expect.poll(async () => (await matchOf(request, basketball)).scores.q1).toEqual([3, 0]);
  await expect.poll(async () => (await matchOf(request, basketball)).play?.label).toBe("Q1");
  await expectAccessible(page, "dark");
});
