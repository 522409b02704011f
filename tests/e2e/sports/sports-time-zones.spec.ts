import { longKickoff } from "../../../app/lib/time.ts";
import { expect, test } from "../support/fixtures.ts";

/** A match not yet kicked off: the next days of the seeded world, read through the site API. */
async function firstFixtureUrl(page: import("@playwright/test").Page): Promise<string> {
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const response = await page.request.get(`/api/matches?date=${date}&tz=UTC&sport=football`);
    expect(response.status()).toBe(200);
    const { data: groups } = (await response.json()) as {
      data: Array<{ matches: Array<{ id: number; status: string }> }>;
    };
    const fixture = groups.flatMap((group) => group.matches).find((match) => match.status === "scheduled");
    if (fixture) return `/match/${fixture.id}`;
  }
  throw new Error("the demo world has no fixture in the next two weeks");
}

for (const timezoneId of ["America/New_York", "Asia/Tokyo"]) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("sees kickoff in local time on the first visit, and the zone is remembered for the server", async ({
      page,
    }) => {
      const url = await firstFixtureUrl(page);
      await page.goto(url);
      const kickoff = page.locator("[data-kickoff] time");
      const instant = (await kickoff.getAttribute("datetime"))!;
      await expect(kickoff).toHaveText(longKickoff(instant, timezoneId));

      // The zone is remembered, so the server renders it for any later request.
      const html = await (await page.request.get(url)).text();
      expect(html).toContain(longKickoff(instant, timezoneId));
    });

    test("gets the scores of their own today on the first visit", async ({ page }) => {
      await page.goto("/");
      const localToday = new Intl.DateTimeFormat("en-GB", {
        timeZone: timezoneId,
        day: "numeric",
        month: "short",
      }).format(new Date());
      const today = page.getByRole("navigation", { name: "Match day" }).getByRole("link", { name: /Today/ });
      await expect(today).toHaveText(`Today${localToday}`);
      await expect(today).toHaveAttribute("aria-current", "date");
    });
  });
}

test("two time zones read different kickoff times for the same match", async ({ browser, baseURL }) => {
  const times: string[] = [];
  for (const timezoneId of ["America/New_York", "Asia/Tokyo"]) {
    const context = await browser.newContext({ timezoneId, baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/match/1");
    await expect(page.locator("[data-kickoff] time")).not.toHaveText(/^$/);
    const instant = (await page.locator("[data-kickoff] time").getAttribute("datetime"))!;
    await expect(page.locator("[data-kickoff] time")).toHaveText(longKickoff(instant, timezoneId));
    times.push((await page.locator("[data-kickoff] time").textContent())!);
    expect(errors).toEqual([]);
    await context.close();
  }
  expect(times[0]).not.toBe(times[1]);
});
