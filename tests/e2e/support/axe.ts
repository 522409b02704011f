import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Waits until the page is at rest: no navigation under way (the page dims while one is) and no
 * fade still running. A page fading in is, for that moment, faint text that axe would count
 * against its colours. Looping animations (the live pulse, spinners) never finish and stay. A
 * finite one still running after two seconds (a starved renderer on a busy machine, a paused
 * one) is jumped to its end, so the check sees the resting page instead of waiting forever.
 */
export async function settle(page: Page) {
  await expect(page.locator("body")).not.toHaveAttribute("data-navigating");
  await page.evaluate(async () => {
    // Two frames first: a hover or a scheme change starts its transitions on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    for (const animation of finite) {
      if (animation.playState === "running" || animation.playState === "paused") animation.finish();
    }
  });
}

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Serious and critical axe violations of the page at rest (or of one part of it), one line each.
 *
 * axe-core runs inside the page with every rule it ships, as `@axe-core/playwright` would run it, but
 * without that wrapper's extra rounds (a blank page opened per check to merge frame results, a
 * configure step, the passes and incomplete lists nobody reads here): a check of a small page costs
 * about 0.6 s instead of 3 s. Our pages hold no frame at rest (a video embed loads only on play, and
 * a cross-origin player is not ours to fix), so the frames walk had nothing to add.
 */
async function seriousViolations(page: Page, include?: string, rules?: readonly string[]): Promise<string[]> {
  await settle(page);
  // Evaluated over the DevTools protocol, which the page's CSP does not govern (an eval in the page would be).
  if (!(await page.evaluate("Boolean(window.axe)"))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, rules }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ["violations"],
        ...(rules ? { runOnly: { type: "rule" as const, values: [...rules] } } : {}),
      });
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes
          .slice(0, 5)
          .map((node) => ({ target: node.target.map(String), summary: node.failureSummary })),
      }));
    },
    { include, rules },
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(" ")} (${node.summary ?? ""})`)
          .join(", ")}`,
    );
}

/**
 * No serious or critical axe violation on the page as it stands: its current width and colour scheme,
 * one axe run. Journeys call this at the states they reach (a form after an error, a dialog open, a
 * page in some state); each screen's four looks are checked once, by expectAccessibleEverywhere in the
 * accessibility sweeps (tests/e2e/site/accessibility.spec.ts, and the tests whose titles promise a phone and
 * a desktop, light and dark).
 */
export async function expectAccessible(page: Page, include?: string) {
  // The pointer rests in the corner, as in the four-look sweep: a control left hovered by the last
  // click is checked at rest.
  await page.mouse.move(0, 0);
  const shown = await page.evaluate(() => ({
    width: window.innerWidth,
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));
  const look = `${shown.width} px, ${shown.scheme}`;
  const found = (await seriousViolations(page, include)).map((violation) => `${look}: ${violation}`);
  expect(found, page.url()).toEqual([]);
}

/** The widths every screen is checked at: a phone and a desktop. */
const SWEEP_WIDTHS = [390, 1280] as const;

/**
 * The rules a colour scheme can change. At one width the second scheme shows the same elements in the
 * same places and only their colours differ, so every other rule has already answered in the first; the
 * second scheme's check runs these alone, a fraction of a whole run.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * No serious or critical axe violation on the page as it stands, in each of the four looks a fan can
 * see it in: a phone and a desktop width, light and dark. The page is not loaded again: the window is
 * resized and the system colour scheme switched in place, as when a phone turns or the OS goes dark
 * at dusk. Visitors who chose no theme follow the system, so the page shows each scheme through the
 * same stylesheet rules a chosen theme uses (app.css keeps the two in one custom variant). A page
 * held to one theme (a chosen one, or a video screen's dark) is checked in that theme at both widths.
 * The window size and scheme are put back afterwards, so a journey goes on as it was.
 */
export async function expectAccessibleEverywhere(page: Page, include?: string) {
  const viewport = page.viewportSize();
  const found: string[] = [];
  // The pointer rests in the corner, where no layout puts a control, so a resize does not slide a
  // button under it and catch that button halfway through its hover transition.
  await page.mouse.move(0, 0);
  try {
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: viewport?.height ?? 900 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const shown = await page.evaluate(() => ({
          chosen: document.documentElement.dataset.theme,
          scheme: getComputedStyle(document.documentElement).colorScheme,
        }));
        // A page held to one theme looks the same whatever the system says: one check per width.
        if (shown.chosen !== "system" && scheme === "dark") continue;
        if (shown.chosen === "system")
          expect(shown.scheme, "the page follows the system scheme").toBe(scheme);
        const look = `${width} px, ${shown.chosen === "system" ? scheme : shown.chosen}`;
        const rules = scheme === "dark" ? COLOUR_RULES : undefined;
        for (const violation of await seriousViolations(page, include, rules))
          found.push(`${look}: ${violation}`);
      }
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: null });
  }
  expect(found, page.url()).toEqual([]);
}
