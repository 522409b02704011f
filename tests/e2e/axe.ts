import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Waits until the page is at rest: no navigation under way (the page dims while one is) and no
 * fade still running. A page fading in is, for that moment, faint text that axe would count
 * against its colours. Looping animations (the live pulse, spinners) never finish and stay. A
 * finite one still running after two seconds (a starved renderer on a busy machine, a paused
 * one) is jumped to its end, so the check sees the resting page instead of waiting forever.
 */
async function settle(page: Page) {
  await expect(page.locator("body")).not.toHaveAttribute("data-navigating");
  await page.evaluate(async () => {
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

/** Serious and critical axe violations of the page at rest (or of one part of it), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settle(page);
  // axe runs inside the page itself (legacy mode) instead of in each frame and then again in a blank
  // page it opens for every check: our pages hold no frame at rest (video embeds load only on play,
  // and a cross-origin player is not ours to fix), so the result is the same at a fraction of the cost.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`)
          .join(", ")}`,
    );
}

/** No serious or critical axe violation, in the theme the page is expected to show. */
export async function expectAccessible(page: Page, theme: string) {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  expect(await seriousViolations(page), `${page.url()} in the ${theme} theme`).toEqual([]);
}
