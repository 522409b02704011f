import type { Page } from "@playwright/test";
import { MESSAGE_DRAWN_BLANK } from "../../../app/lib/i18n.tsx";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { demoPages, sportMatchPages } from "../support/demo-world.ts";
import { expect, patience, test } from "../support/fixtures.ts";

// A page carries only the words its server render took, and the few it may say unasked; the rest of
// its language comes once the page is shown. Here the rest is held back a second, as on a slow
// connection: no part drawn in the browser meanwhile (the chat beside a match's timeline, a passkey
// button, a signed-in fan's controls) may show a blank where a word belongs.

const HELD_MS = 1_000;

/** Opens a page and waits until the rest of its language has come; returns the words drawn blank. */
async function blanksOn(page: Page, path: string): Promise<string[]> {
  const rest = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/i18n/"));
  await page.goto(path);
  await rest;
  // The words that came are drawn in the next frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark).map((entry) => String((entry as PerformanceMark).detail)),
    MESSAGE_DRAWN_BLANK,
  );
}

test("no landing page draws a word blank while the rest of its language is on the way, signed in or out, phone and desktop", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(90_000));
  await page.route(/\/i18n\//, async (route) => {
    await new Promise((done) => setTimeout(done, HELD_MS));
    await route.continue();
  });
  const [demo, basketball] = await Promise.all([demoPages(request), sportMatchPages(request, "basketball")]);

  // Signed out, on a desktop: the chat sits beside the match's timeline; the sign-in page offers a passkey.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/", demo.liveMatch, basketball.liveMatch, "/login", "/vi/league"]) {
    expect(await blanksOn(page, path), path).toEqual([]);
  }

  // Signed in: the account's own controls and a match page's.
  await register(page, uniqueEmail("page-words"));
  for (const path of ["/account", demo.liveMatch, demo.team]) {
    expect(await blanksOn(page, path), path).toEqual([]);
  }

  // On a phone: the menu, the tab bar and a match's tabs.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", demo.liveMatch]) {
    expect(await blanksOn(page, path), path).toEqual([]);
  }
});
