import { expect, test } from "../support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the first screen lists at least 12 matches in rows at most 48 px tall, every tap target at least 24 px", async ({
    page,
  }) => {
    await page.goto("/");
    const rows = page.getByTestId("day-matches").locator("li[data-match-id]");
    await expect(rows.first()).toBeVisible();
    // The fold is the top of the tab bar: rows under it are not seen without scrolling.
    const fold = (await page.getByRole("navigation", { name: "Sections" }).boundingBox())!.y;
    const boxes = await rows.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, height: box.height };
      }),
    );
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(48);
    // Specs beside this one add competitions of their own to today (an import, a fixture), and each
    // competition heading under the first row takes a row's room: the first screen holds at least
    // twelve lines of matches and the headings between them.
    const headings = await page
      .getByTestId("day-matches")
      .getByRole("heading", { level: 2 })
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
    const between = headings.filter((bottom) => bottom > boxes[0]!.top && bottom <= fold).length;
    expect(boxes.filter((box) => box.bottom <= fold).length + between).toBeGreaterThanOrEqual(12);

    const targets = await rows
      .first()
      .locator("a, button")
      .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const height of targets) expect(height).toBeGreaterThanOrEqual(24);
  });

  test("prices beside a live row leave both team names whole", async ({ page }) => {
    await page.goto("/");
    const priced = page
      .getByTestId("day-matches")
      .locator("li[data-match-id]")
      .filter({
        has: page.locator("[data-row-price]"),
      });
    await expect(priced.first()).toBeVisible();
    const cut = await priced.evaluateAll((rows) =>
      rows.flatMap((row) =>
        [...row.querySelectorAll<HTMLElement>("[data-team-name]")]
          .filter((name) => name.scrollWidth > name.clientWidth)
          .map((name) => name.textContent),
      ),
    );
    expect(cut).toEqual([]);
  });

  // The HTML streams in: a frame may be painted while a row is half parsed. Each part of a row already
  // starts where the whole row puts it, so nothing moves when the rest arrives (the Lighthouse budget
  // holds layout shift at 0). Copies of rows, cut after each element in the order the HTML brings them;
  // a layout shift is a box's start (its top and its inline start) moving, in either direction of text.
  for (const prefix of ["", "/ar"]) {
    test(`a row half arrived already stands where the whole row puts it: nothing moves as the rest comes (${prefix || "/"})`, async ({
      page,
    }) => {
      await page.goto(prefix || "/");
      const rows = page.getByTestId("day-matches").locator("li[data-match-id]");
      await expect(rows.filter({ has: page.locator("[data-row-price]") }).first()).toBeVisible();
      const moved = await rows.evaluateAll((items) => {
        const rtl = document.documentElement.dir === "rtl";
        const starts = (row: Element) => {
          // From the row's content box: a copy appended to the list takes the divider line above it.
          const origin = row.getBoundingClientRect();
          const top = origin.top + row.clientTop;
          const parts = row.querySelectorAll(
            "a, [data-clock], [data-clock] > *, [data-team-name], [data-score], [data-row-price], [data-row-price] *, button",
          );
          return [...parts].map((part) => {
            const box = part.getBoundingClientRect();
            const at = (value: number) => Math.round(value * 10) / 10;
            const start = rtl ? origin.right - box.right : box.left - origin.left;
            // A box with no area paints nothing: it cannot be seen to move (an element whose text has not come).
            if (box.width === 0 || box.height === 0) return "";
            return `${part.tagName.toLowerCase()} at ${at(start)},${at(box.top - top)}`;
          });
        };
        const found: string[] = [];
        // Starred rows, those with prices first: they have the most parts to arrive.
        const starred = [...items].filter((row) => row.querySelector("button"));
        const priced = starred.filter((row) => row.querySelector("[data-row-price]"));
        for (const row of [...priced.slice(0, 4), ...starred.slice(0, 4)]) {
          const whole = starts(row);
          // A row parsed up to some element holds every element before it in document order, no other.
          const count = row.querySelectorAll("*").length;
          for (let cut = 1; cut < count; cut++) {
            const copy = row.cloneNode(true) as Element;
            for (const late of [...copy.querySelectorAll("*")].slice(cut)) late.remove();
            row.parentElement!.append(copy);
            const half = starts(copy);
            copy.remove();
            half.forEach((start, index) => {
              if (start !== "" && start !== whole[index]) {
                found.push(
                  `row ${row.getAttribute("data-match-id")} with ${cut} elements: ${start}, whole ${whole[index]}`,
                );
              }
            });
          }
        }
        return found;
      });
      expect(moved).toEqual([]);
    });
  }

  // A club's name cut where it stands is swapped for its short name once the page's scripts have
  // measured it. In Arabic the names are aligned to their end, so text replaced in place moved.
  test("names cut to a club's short name move nothing on a narrow Arabic phone", async ({ page }) => {
    await page.setViewportSize({ width: 330, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/ar");
    await expect(page.locator("[data-short-name]").first()).toBeAttached();
    // A frame for the swap to be painted in, then every shift since the page began.
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 100))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test("the sport tabs hold one line beside the title on yesterday, today and tomorrow: the date strip never moves", async ({
    page,
  }) => {
    const strip = page.getByRole("navigation", { name: "Match day" });
    const sports = page.getByRole("navigation", { name: "Sport" });
    const where = async () => ({
      strip: Math.round((await strip.boundingBox())!.y),
      tabs: Math.round((await sports.boundingBox())!.height),
    });
    for (const path of ["/", "/sport/basketball", "/sport/tennis"]) {
      await page.goto(path);
      const today = await where();
      // One line of tabs: no taller than one tab.
      expect(today.tabs).toBeLessThanOrEqual(
        Math.round((await sports.getByRole("link").first().boundingBox())!.height) + 4,
      );
      for (const day of ["Yesterday", "Tomorrow"]) {
        await strip.getByRole("link", { name: day }).click();
        await expect(strip.getByRole("link", { name: day })).toHaveAttribute("aria-current", /.+/);
        // Within a pixel: the strip's edge may fall on a half pixel either way of the rounding.
        const now = await where();
        expect(Math.abs(now.strip - today.strip), `${path}, ${day}: the strip moved`).toBeLessThanOrEqual(1);
        expect(now.tabs, `${path}, ${day}: the tabs wrapped`).toBe(today.tabs);
      }
    }
  });

  test("the scores switch to basketball and tennis and back to football", async ({ page }) => {
    await page.goto("/");
    const sports = page.getByRole("navigation", { name: "Sport" });
    await expect(sports.getByRole("link", { name: "Football" })).toHaveAttribute("aria-current", "page");
    await sports.getByRole("link", { name: "Basketball" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Basketball" })).toBeVisible();
    await sports.getByRole("link", { name: "Tennis" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tennis" })).toBeVisible();
    await expect(sports.getByRole("link", { name: "Tennis" })).toHaveAttribute("aria-current", "page");
    await sports.getByRole("link", { name: "Football" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Scores" })).toBeVisible();
  });
});

test("a folded competition stays folded on the next visit, and opens again", async ({ page }) => {
  await page.goto("/");
  const group = page.locator("main section[data-competition-id]").first();
  const name = (await group.getByRole("heading", { level: 2 }).getByRole("link").textContent())!;
  const fold = group.getByRole("button", { name: `${name} matches` });
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(group.locator("li[data-match-id]").first()).toBeVisible();

  await fold.click();
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(group.locator("li[data-match-id]").first()).toBeHidden();

  await page.reload();
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(group.locator("li[data-match-id]").first()).toBeHidden();
  await fold.click();
  await expect(group.locator("li[data-match-id]").first()).toBeVisible();
  await page.reload();
  await expect(fold).toHaveAttribute("aria-expanded", "true");
});

test("My matches says how many of the visitor's matches it lists", async ({ page }) => {
  await page.goto("/");
  // Two of the day's matches, wherever they are listed: how many a competition plays today depends
  // on the hour.
  const day = page.getByTestId("day-matches");
  const ids = await day
    .locator("li[data-match-id]")
    .evaluateAll((rows) => rows.slice(1, 3).map((row) => row.getAttribute("data-match-id")));
  expect(ids).toHaveLength(2);
  for (const id of ids) {
    await day
      .locator(`li[data-match-id="${id}"]`)
      .getByRole("button", { name: /^Star / })
      .click();
  }
  await page.getByRole("link", { name: "My matches" }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p")).toHaveText(
    "Today · 2 of your matches",
  );
  await expect(page.getByTestId("day-matches").locator("li[data-match-id]")).toHaveCount(2);
});

test("Hot today stays on one line in the desktop header", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const hot = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hot today" });
    const height = await hot.evaluate((link) => link.getBoundingClientRect().height);
    const line = await hot.evaluate((link) => Number.parseFloat(getComputedStyle(link).lineHeight));
    expect(height, `${width} px`).toBeLessThan(line * 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
  }
});

test("the date strip shows no day cut in half beside the filters, on a phone or a desktop", async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    const days = page
      .getByRole("navigation", { name: "Match day" })
      .getByRole("link", { name: /\d+ \w{3}$/ });
    await expect(days.first()).toBeVisible();
    const start = await days.first().evaluate((day) => day.parentElement!.getBoundingClientRect().left);
    const edges = await days.evaluateAll((links) =>
      links.map((link) => ({
        left: link.getBoundingClientRect().left,
        right: link.getBoundingClientRect().right,
      })),
    );
    expect(
      edges.filter((day) => day.left < start - 0.5 && day.right > start + 0.5),
      `${width} px`,
    ).toEqual([]);
  }
});
