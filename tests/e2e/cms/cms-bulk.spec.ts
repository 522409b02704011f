import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { mailedLink, uniqueEmail } from "../support/auth-helpers.ts";
import { expect, patience, test } from "../support/fixtures.ts";
import { automation, expectAccessible, staffMember } from "../support/staff.ts";

const password = "correct horse battery staple";

/** A fan signed up through the API (the browser is the staff member's), e-mail confirmed when asked. */
async function fanAccount(request: APIRequestContext, name: string, confirmed = false) {
  const email = uniqueEmail("bulk");
  const made = await request.post("/api/auth/register", { data: { email, password, display_name: name } });
  expect(made.status()).toBe(201);
  const { data } = (await made.json()) as { data: { id: number; token: { access_token: string } } };
  const bearer = { Authorization: `Bearer ${data.token.access_token}` };
  if (confirmed) {
    const link = new URL(await mailedLink(email, /Confirm your e-mail/));
    const code = link.searchParams.get("code");
    expect((await request.post("/api/auth/verify-email", { data: { code } })).status()).toBe(204);
  }
  return { id: data.id, email, bearer };
}

test("an admin disables two fans at once on a phone after a confirmation that names them, then enables them on a desktop", async ({
  page,
  request,
}) => {
  test.setTimeout(patience(60_000));
  const tag = `Bulkfan${Date.now().toString(36)}`;
  const fans = [await fanAccount(request, `${tag} Ada`), await fanAccount(request, `${tag} Ben`)];
  await staffMember(page, request, "admin", true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cms/users?q=${tag}`);
  const bar = page.getByRole("form", { name: "Bulk action on accounts" });
  await page.getByRole("checkbox", { name: "Tick every account on this page" }).check();
  await expect(bar.getByText("2 accounts ticked")).toBeVisible();
  await bar.getByLabel("With the ticked accounts").selectOption("disable");
  await bar.getByRole("button", { name: "Go on…" }).click();
  const confirm = page.getByRole("region", { name: "Disable 2 accounts?" });
  for (const fan of fans) await expect(confirm.getByText(fan.email, { exact: false })).toBeVisible();
  await expectAccessible(page);
  // Nothing changes before the answer.
  expect((await request.get("/api/auth/me", { headers: fans[0]!.bearer })).status()).toBe(200);
  await confirm.getByRole("button", { name: "Yes, disable 2 accounts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 accounts disabled." })).toBeVisible();
  for (const fan of fans) {
    expect((await request.get("/api/auth/me", { headers: fan.bearer })).status()).toBe(401);
    const audit = await request.get(`/api/cms/audit?action=user.disable&target=user:${fan.id}`, {
      headers: automation,
    });
    expect(((await audit.json()) as { data: unknown[] }).data).toHaveLength(1);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/cms/users?q=${tag}&state=disabled`);
  await page.getByRole("checkbox", { name: `Tick ${tag} Ben` }).check();
  await page.getByLabel("With the ticked accounts").selectOption("enable");
  await page.getByRole("button", { name: "Go on…" }).click();
  await page
    .getByRole("region", { name: "Enable 1 account?" })
    .getByRole("button", { name: "Yes, enable 1 account" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "1 account enabled again." })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectAccessible(page);
});

test("a moderator dismisses two chat reports at once; the third stays open", async ({
  page,
  request,
  inPlay,
  playwright,
  baseURL,
}) => {
  test.setTimeout(patience(60_000));
  // A room of its own while it runs: no other journey's slow mode or clear-out meets these messages.
  const { id } = await inPlay({ own: "while-running" });
  const run = Date.now().toString(36);
  // Writer and reporter are visitors of their own, as the chat's per-address limits expect.
  const visitor = (address: string) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const [writing, reporting] = [await visitor("198.19.7.1"), await visitor("198.19.7.2")];
  const writer = await fanAccount(writing, "Grumbler", true);
  const reporter = await fanAccount(reporting, "Steward");
  const texts = ["first", "second", "third"].map((word) => `A ${word} grumble ${run}`);
  const reports: number[] = [];
  for (const text of texts) {
    const sent = await writing.post(`/api/matches/${id}/chat/messages`, {
      headers: writer.bearer,
      data: { text, client_id: crypto.randomUUID() },
    });
    expect(sent.status()).toBe(201);
    const message = ((await sent.json()) as { data: { id: number } }).data.id;
    const reported = await reporting.post(`/api/chat/messages/${message}/report`, {
      headers: reporter.bearer,
      data: { reason: `Spam ${run}` },
    });
    expect(reported.status()).toBe(201);
    reports.push(((await reported.json()) as { data: { id: number } }).data.id);
  }

  await staffMember(page, request, "moderator", false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cms/chat");
  const tick = (report: number) => page.getByRole("checkbox", { name: `Tick report ${report}` });
  for (const report of reports.slice(0, 2)) await tick(report).check();
  await expect(
    page.getByRole("form", { name: "Bulk action on reports" }).getByText("2 reports ticked"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Go on…" }).click();
  const confirm = page.getByRole("region", { name: "Dismiss 2 reports?" });
  await expect(confirm.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, dismiss 2 reports" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 reports dismissed." })).toBeVisible();
  await expect(tick(reports[0]!)).toHaveCount(0);
  await expect(tick(reports[1]!)).toHaveCount(0);
  await expect(tick(reports[2]!)).toHaveCount(1);
  // The third is this journey's to close: other journeys read the open queue.
  await page
    .getByRole("listitem")
    .filter({ has: tick(reports[2]!) })
    .getByRole("button", { name: "Dismiss", exact: true })
    .click();
  await expect(tick(reports[2]!)).toHaveCount(0);
  await Promise.all([writing.dispose(), reporting.dispose()]);
});

test("an editor deletes two images at once on a phone; one a post still shows refuses the batch, naming the post", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(patience(60_000));
  // The refused batch is answered 409, as the API answers it.
  consoleErrors.allow(/status of 409/);
  const stamp = `heap-${Date.now()}`;
  const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
  const upload = async (name: string) => {
    const made = await request.post("/api/cms/media", {
      headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
      multipart: { file: { name, mimeType: "image/png", buffer: picture }, alt: name },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { data: { id: number } }).data.id;
  };
  const [first, second, shown] = [
    await upload(`${stamp}-a.png`),
    await upload(`${stamp}-b.png`),
    await upload(`${stamp}-shown.png`),
  ];
  const postTitle = `Cover story ${stamp}`;
  const post = await request.post("/api/cms/posts", {
    headers: { ...automation, "Idempotency-Key": crypto.randomUUID() },
    data: { title: postTitle, body_markdown: "Words.", cover_image_id: shown },
  });
  expect(post.status()).toBe(201);

  await staffMember(page, request, "editor", false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cms/media?q=${stamp}`);
  await page.getByRole("checkbox", { name: "Tick every image on this page" }).check();
  await page.getByRole("button", { name: "Go on…" }).click();
  await page
    .getByRole("region", { name: "Delete 3 images?" })
    .getByRole("button", { name: "Yes, delete 3 images" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: postTitle })).toBeVisible();
  await expect(page.getByRole("list", { name: "Images" }).getByRole("listitem")).toHaveCount(3);

  await page.goto(`/cms/media?q=${stamp}`);
  await page.getByRole("checkbox", { name: `Tick ${stamp}-a.png` }).check();
  await page.getByRole("checkbox", { name: `Tick ${stamp}-b.png` }).check();
  await page.getByRole("button", { name: "Go on…" }).click();
  const confirm = page.getByRole("region", { name: "Delete 2 images?" });
  await expect(confirm.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Yes, delete 2 images" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 images deleted." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Images" }).getByRole("listitem")).toHaveCount(1);
  for (const id of [first, second])
    expect((await request.get(`/api/cms/media/${id}`, { headers: automation })).status()).toBe(404);
});
