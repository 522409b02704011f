import { mkdirSync } from "node:fs";
import { demoPages } from "./demo-world.ts";
import { expect, patience, test } from "./fixtures.ts";

// Pictures of the main screens, kept with the run's results for a person to look over.
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`screenshots of the main screens, ${theme}, ${device}`, async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.setTimeout(patience(90_000));
      const pages = await demoPages(request);
      const context = await browser.newContext({ viewport, baseURL });
      await context.addCookies([{ name: "theme", value: theme, url: baseURL ?? "" }]);
      const page = await context.newPage();
      const folder = testInfo.outputPath();
      mkdirSync(folder, { recursive: true });
      for (const [name, path] of Object.entries({
        home: "/",
        league: pages.league,
        "match-live": pages.liveMatch,
        "match-finished": pages.finishedMatch,
        team: pages.team,
      })) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const file = `${folder}/${name}-${theme}-${device}.png`;
        const body = await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${theme}-${device}`, { body, contentType: "image/png" });
      }
      await context.close();
    });
  }
}
