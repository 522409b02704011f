import sharp from "sharp";
import { expect, test } from "../support/fixtures.ts";
import { adminNav, automation, expectAccessible, staffMember } from "../support/staff.ts";

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin area has a frame of its own: grouped sections behind a menu on a phone, beside a full-width page on a desktop", async ({
    page,
    request,
  }) => {
    await staffMember(page, request, "admin", true);
    await page.goto("/cms");
    // None of the fan site's navigation: no top sections, no tab bar.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Sections" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();

    const nav = await adminNav(page);
    const groups = ["Live", "Sports data", "Content", "Video", "Community", "Money", "People", "System"];
    for (const group of groups) await expect(nav.getByRole("list", { name: group })).toBeVisible();
    await expect(nav.getByRole("list", { name: "System" }).getByRole("link")).toHaveText([
      "Jobs",
      "Audit log",
      "Bin",
    ]);
    // The menu open on a phone; the dashboard's four looks are cms.spec.ts's.
    await expectAccessible(page);
    await nav.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    // Choosing a section puts the menu away.
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    const main = await page.locator("main").boundingBox();
    // The page takes the window beside the sections, not a reading column.
    expect(main!.width).toBeGreaterThan(960);
  });

  test("no admin page scrolls sideways on a phone: a wide table scrolls inside its own region", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await staffMember(page, request, "admin", true);
    // An image whose name and alt text are longer than a phone is wide: the editors' image pickers list it.
    const picture = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#1b5e20" } })
      .png()
      .toBuffer();
    const uploaded = await request.post("/api/cms/media", {
      headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
      multipart: {
        file: {
          name: `north-stand-under-the-floodlights-${Date.now()}.png`,
          mimeType: "image/png",
          buffer: picture,
        },
        alt: "The north stand under the floodlights on a wet December evening, the away end already full",
      },
    });
    expect(uploaded.status()).toBe(201);
    await page.goto("/cms");
    const nav = await adminNav(page);
    const sections = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const pages = [...sections, "/cms/posts/new", "/cms/movies/new", "/cms/matches/new", "/cms/two-step"];
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) wide.push(`${path} is ${overflow} px too wide`);
    }
    expect(wide).toEqual([]);
  });
});

test("the finder opens with Ctrl-K or /, finds teams, accounts and matches, and opens one with Enter", async ({
  page,
  request,
}) => {
  const fan = await staffMember(page, request, "user", false);
  await page.context().clearCookies();
  await staffMember(page, request, "admin", true);
  await page.goto("/cms/roles");

  await page.keyboard.press("Control+k");
  const finder = page.getByRole("dialog", { name: "Find in the admin area" });
  await expect(finder).toBeVisible();
  await expect(finder.getByRole("searchbox")).toBeFocused();
  await finder.getByRole("searchbox").fill(fan);
  const accounts = finder.getByRole("region", { name: "Accounts" });
  await expect(accounts.getByRole("link")).toHaveCount(1);
  await expect(accounts.getByRole("link")).toContainText(fan);
  await expectAccessible(page);

  await finder.getByRole("searchbox").fill("calderbridge");
  const team = finder.getByRole("region", { name: "Teams" }).getByRole("link").first();
  await expect(team).toBeVisible();
  await expect(finder.getByRole("region", { name: "Matches" }).getByRole("link").first()).toBeVisible();
  const teamName = (await team.textContent()) ?? "";
  // Down from the field reaches the first result; Enter opens it.
  await finder.getByRole("searchbox").press("ArrowDown");
  await expect(finder.getByRole("link").first()).toBeFocused();
  const first = finder.getByRole("link").first();
  const target = await first.getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(finder).toBeHidden();
  await expect(page).toHaveURL(target!);
  expect(teamName).toMatch(/calderbridge/i);

  // "/" opens it too, but not while typing in a field.
  await page.keyboard.press("/");
  await expect(finder).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(finder).toBeHidden();
});

test("the finder answers staff only, and each kind only to roles that may open it", async ({
  page,
  request,
}) => {
  const anonymous = await request.get("/cms/find?q=harbour", { maxRedirects: 0 });
  expect([anonymous.status(), anonymous.headers().location]).toEqual([302, "/cms/login"]);

  const fan = await staffMember(page, request, "user", false);
  const refused = await page.request.get("/cms/find?q=harbour");
  expect(refused.status()).toBe(403);

  await page.context().clearCookies();
  await staffMember(page, request, "editor", false);
  await page.goto("/cms");
  await page.getByRole("button", { name: "Find…" }).click();
  const finder = page.getByRole("dialog", { name: "Find in the admin area" });
  await finder.getByRole("searchbox").fill(fan);
  // An editor may not read accounts: the e-mail finds nothing rather than a person.
  await expect(finder.getByRole("status")).toHaveText(`Nothing found for “${fan}”.`);
  await expect(finder.getByRole("region", { name: "Accounts" })).toHaveCount(0);
});
