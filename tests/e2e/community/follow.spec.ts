import { PASSWORD, signIn, uniqueEmail } from "../support/auth-helpers.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, patience, test } from "../support/fixtures.ts";

test("the / key opens search; results are grouped links, and two team names find their matches", async ({
  page,
}) => {
  // Three searches, the dialog checked by axe, and a page change.
  test.setTimeout(patience(60_000));
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeHidden();
  await page.keyboard.press("/");
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("searchbox", { name: /Search teams/ });
  await expect(field).toBeFocused();
  await expect(dialog).toContainText("Type a team");

  // A typo still finds the team.
  await field.fill("stanmor");
  const teams = dialog.getByRole("region", { name: "Teams" });
  await expect(teams.getByRole("link", { name: "Stanmoor Park" })).toBeVisible();
  await expectAccessible(page, "dialog");

  await field.fill("zzqxv");
  await expect(dialog).toContainText("No results for “zzqxv”");

  // A navigation or reload between the two presses would lose the second: say so if one happens.
  const loads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.keyboard.press("/");
  await expect(dialog, `the page navigated in between: ${loads.join(", ") || "no"}`).toBeVisible();
  await field.fill("calderbridge stanmoor");
  const matches = dialog.getByRole("region", { name: "Matches" });
  const first = matches.getByRole("link").first();
  await expect(first).toContainText("Calderbridge City");
  await expect(first).toContainText("Stanmoor Park");
  // Arrow keys walk from the field into the results; Enter in the field goes to the first one.
  const firstResult = dialog.locator("[data-search-result]").first();
  await field.press("ArrowDown");
  await expect(firstResult).toBeFocused();
  await field.press("Enter");
  await expect(firstResult).toBeFocused();
  await first.click();
  await expect(page).toHaveURL(/\/match\/\d+$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Match" })).toContainText("Calderbridge City");
});

test("search opened again straight after Escape still shows its results", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await page.keyboard.press("/");
  await expect(dialog).toContainText("Type a team");
  // Escape and / in one task, as a fast typist on a busy phone gets them: the dialog's close
  // event arrives only after it has opened again.
  await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>("dialog input[type=search]");
    field?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true, cancelable: true }));
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("searchbox").fill("stanmor");
  await expect(
    dialog.getByRole("region", { name: "Teams" }).getByRole("link", { name: "Stanmoor Park" }),
  ).toBeVisible();
});

test("on a phone the header's button opens search full width, and / typed in the field stays text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/league");
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const field = dialog.getByRole("searchbox");
  await field.pressSequentially("premier/");
  await expect(field).toHaveValue("premier/");
  await field.fill("premier");
  await expect(dialog.getByRole("region", { name: "Competitions" }).getByRole("link").first()).toContainText(
    "Premier Division",
  );
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
});

test("a team starred as a guest is kept in the account after signing in", async ({ page, request }) => {
  const email = uniqueEmail("follower");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD, display_name: "Follower" },
  });
  expect(registered.status()).toBe(201);

  const found = await (await request.get("/api/search?q=Kingsmere%20Harriers")).json();
  const team = found.teams[0] as { id: number; name: string };
  await page.goto(`/team/${team.id}`);
  await page.getByRole("button", { name: `Pin ${team.name} to the top` }).click();
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/login");
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/team/${team.id}`);
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me/favourites")).json()).teams)
    .toContain(team.id);

  // The browser no longer holds it: the account does, and the server renders it pinned. The tab
  // drops its copy once the account has answered, which may be just after the answer above.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("goalline:favourites"))).toBeNull();
  await page.reload();
  await expect(page.getByRole("button", { name: `Unpin ${team.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Starring a match while signed in goes to the account too, and "My matches" lists it.
  await page.goto("/");
  // The day's list, not the hot matches beside it on wide screens.
  const row = page.getByTestId("day-matches").locator("li[data-match-id]").last();
  const matchId = Number(await row.getAttribute("data-match-id"));
  await row.getByRole("button", { name: /^Star / }).click();
  await expect(row.getByRole("button", { name: /^Unstar / })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me/favourites")).json()).matches)
    .toContain(matchId);
  await page.getByRole("link", { name: /My matches/ }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.locator(`li[data-match-id="${matchId}"]`).first()).toBeVisible();
});

test("on a phone the calendar opens whole on screen and picks a day into the address", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const strip = page.getByRole("navigation", { name: "Match day" });
  // A fortnight around the selected day.
  expect(await strip.getByRole("link", { name: /\d/ }).count()).toBeGreaterThanOrEqual(15);

  await strip.getByRole("button", { name: "Open the calendar" }).click();
  const calendar = page.getByRole("dialog");
  await expect(calendar).toBeVisible();
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expectAccessible(page, "nav[aria-label='Match day']");

  await calendar.getByRole("button", { name: "Next month" }).click();
  const day = calendar.getByRole("link", { name: / 15 / });
  await day.click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-15$/);
  await expect(calendar).toBeHidden();
  const picked = new URL(page.url()).searchParams.get("date")!;
  await expect(strip.locator("[aria-current='date']")).toHaveAttribute("href", `/?date=${picked}`);
  await expect(strip.locator("[aria-current='date']")).toBeInViewport();

  // Escape closes it again, focus back on the button.
  await strip.getByRole("button", { name: "Open the calendar" }).click();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(strip.getByRole("button", { name: "Open the calendar" })).toBeFocused();
});

test("a live minute in the scores list moves on between events", async ({ page }) => {
  await page.clock.install();
  await page.goto("/?live=1");
  // A match in open play, well clear of the breaks, so the only change is the clock moving on.
  // The day's list: on a wide page the hot matches beside it may hold the same match again.
  const day = page.getByTestId("day-matches");
  const rows = day.locator('li[data-status="live"]');
  await expect(rows.first()).toBeVisible();
  // Read minute and id together, then hold on to that match by id: the list may reorder meanwhile.
  const live = await rows.evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute("data-match-id"),
      clock: item.querySelector("[data-clock]")?.textContent?.trim() ?? "",
    })),
  );
  const open = live.find(({ clock }) => /^(\d|[1-3]\d|4[0-1]|4[6-9]|[5-7]\d|8[0-5])'$/.test(clock));
  expect(open, `no live match in open play among ${live.map(({ clock }) => clock).join(", ")}`).toBeTruthy();
  const clock = day.locator(`li[data-match-id="${open!.id}"] [data-clock]`);
  const before = Number.parseInt(open!.clock, 10);
  await page.clock.fastForward("03:00");
  await expect.poll(async () => Number.parseInt((await clock.textContent())!, 10)).toBeGreaterThan(before);
});

test("a team page offers its fixtures as a calendar feed", async ({ page }) => {
  await page.goto("/team");
  await page.locator("main a[href^='/team/']").first().click();
  const add = page.getByRole("link", { name: /^Add to calendar\b.+ fixtures/ });
  await expect(add).toHaveAttribute("href", /^webcal:\/\/[^/]+\/api\/teams\/\d+\/calendar\.ics$/);
  const file = await page.getByRole("link", { name: "Download .ics" }).getAttribute("href");
  const response = await page.request.get(file!);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  // Its header, calendar links and all, is swept with the signed-out screens (accessibility.spec.ts).
  await expectAccessible(page, "main header");
});
