import type { Page } from "@playwright/test";
import { register, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import {
  adminNav,
  adminToken,
  expectAccessible,
  expectAccessibleEverywhere,
  staffMember,
} from "../support/staff.ts";

// One story over one server: publishing new terms changes what every signed-in fan sees.
test.describe.configure({ mode: "serial" });

/** Opens a page and checks it with axe at phone and desktop widths, light and dark. */
async function accessibleEverywhere(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleEverywhere(page);
}

const notice = (page: Page) => page.getByRole("region", { name: "We've updated our terms" });

test("an editor publishes new terms; a fan is asked once to agree, and the old version stays readable", async ({
  page,
  browser,
  request,
}) => {
  // Three browsers sign up; two screens are swept by axe in four looks each.
  test.setTimeout(patience(90_000));

  // A fan who signed up under the terms in force now.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await register(fan, uniqueEmail("terms-fan"), "Terms Fan");
  await fan.goto("/");
  await expect(fan.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(fan)).toHaveCount(0);

  const before = (await (await request.get("/api/policies/terms")).json()) as { data: { version: number } };
  const next = before.data.version + 1;

  await staffMember(page, request, "editor", false);
  await page.goto("/cms");
  await (await adminNav(page)).getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
  const termsRow = page.getByRole("row", { name: /Terms of use/ });
  await expect(termsRow).toContainText(String(before.data.version));
  await termsRow.getByRole("link", { name: "Terms of use" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
  await accessibleEverywhere(page, "/cms/pages/terms");

  // Preview first: rendered by the server as it will be published, the raw HTML shown as text.
  // The change goes on top of the text in force, so the page stays the full terms other specs read.
  const text = page.getByLabel("Text (Markdown)");
  const body = `# Terms of use, v${next}\n\nYou must be **13 or older** to open an account.\n\n<script>alert(1)</script>`;
  await text.fill(`${body}\n\n${await text.inputValue()}`);
  await page.getByLabel("What changed").fill("You now need to be 13 or older to open an account.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2 }).first()).toHaveText(`Terms of use, v${next}`);
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expect(preview.locator("strong").first()).toHaveText("13 or older");

  await page.getByRole("button", { name: `Publish version ${next}` }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    `Version ${next} is published.`,
  );
  const history = page.getByRole("region", { name: "Versions" });
  await expect(history.getByRole("row", { name: new RegExp(`Version ${next}`) })).toContainText(
    "You now need to be 13 or older",
  );
  // The version before stays readable from the history.
  await history.getByRole("link", { name: `Version ${before.data.version}`, exact: true }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`^Version ${before.data.version}: `) }),
  ).toBeVisible();
  await expect(page.getByRole("article", { name: `Version ${before.data.version}` })).not.toContainText(
    `Terms of use, v${next}`,
  );

  // The public page shows the new version, its number and date.
  const published = (await (await request.get("/api/policies/terms")).json()) as {
    data: { version: number; published_at: string };
  };
  expect(published.data.version).toBe(next);
  const date = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(published.data.published_at));
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
  await expect(page.getByText(`Last updated ${date} · Version ${next}`)).toBeVisible();
  await expect(page.getByRole("article", { name: "Terms of use" })).toContainText(
    "You must be 13 or older to open an account.",
  );
  // The terms' four looks are swept with the signed-out screens (accessibility.spec.ts).
  await expectAccessible(page);

  // The fan is asked on their next page (accessible at both widths and in both themes), agrees,
  // and is not asked again.
  await accessibleEverywhere(fan, "/terms");
  await expect(notice(fan)).toBeVisible();
  await fan.goto("/league");
  await expect(notice(fan)).toContainText("You now need to be 13 or older to open an account.");
  await expect(notice(fan).getByRole("link", { name: "Read the terms of use" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await notice(fan).getByRole("button", { name: "I agree" }).click();
  await expect(notice(fan)).toHaveCount(0);
  await expect(fan).toHaveURL(/\/league$/);
  await fan.reload();
  await expect(fan.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(fan)).toHaveCount(0);
  await fan.goto("/terms");
  await expect(fan.getByText(`Version ${next}`)).toBeVisible();
  await expect(notice(fan)).toHaveCount(0);

  // Someone who signs up now accepts the terms in force: nothing to ask.
  const newcomer = await fanContext.browser()!.newContext();
  const newPage = await newcomer.newPage();
  await register(newPage, uniqueEmail("terms-newcomer"), "New Fan");
  await newPage.goto("/");
  await expect(newPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(newPage)).toHaveCount(0);
  await newcomer.close();
  await fanContext.close();
});

test("the notice's button works before scripts load", async ({ browser, request }) => {
  test.setTimeout(patience(120_000));
  const scripted = await browser.newContext();
  const page = await scripted.newPage();
  const email = uniqueEmail("terms-nojs");
  await register(page, email, "Plain Fan");
  const cookies = await scripted.cookies();
  await scripted.close();

  // New terms after this fan signed up, published through the API by automation.
  const current = (await (await request.get("/api/policies/terms")).json()) as {
    data: { version: number; body_markdown: string };
  };
  const answer = await request.post("/api/cms/policies/terms", {
    headers: {
      Authorization: `Bearer ${adminToken}`,
    },
    data: {
      title: "Terms of use",
      body_markdown: `Plain terms.\n\n${current.data.body_markdown}`,
      summary: "Shorter terms.",
      version: current.data.version,
    },
  });
  expect(answer.status()).toBe(201);

  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(cookies);
  const noJs = await plain.newPage();
  await noJs.goto("/pricing");
  await expect(notice(noJs)).toContainText("Shorter terms.");
  await notice(noJs).getByRole("button", { name: "I agree" }).click();
  await expect(noJs).toHaveURL(/\/pricing$/);
  await expect(noJs.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(noJs)).toHaveCount(0);
  await plain.close();
});
