import type { APIRequestContext } from "@playwright/test";
import { expect, patience, test } from "../support/fixtures.ts";
import { automation, expectAccessible, staffMember } from "../support/staff.ts";

type FoundMatch = {
  id: number;
  kickoffAt: string;
  status: string;
  home: { name: string };
  away: { name: string };
};

const TEAM = "Kingsmere Harriers";
const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The first match the picker offers for the team, and how the admin area names it: the search's
 * matches, those in play first (whether the team is playing depends on the hour).
 */
async function offeredMatch(request: APIRequestContext) {
  const found = (await (await request.get(`/api/search?q=${encodeURIComponent(TEAM)}`)).json()) as {
    matches: FoundMatch[];
  };
  const match = found.matches.find((candidate) => candidate.status === "live") ?? found.matches[0]!;
  return {
    id: match.id,
    label: `${match.home.name} v ${match.away.name} · ${day.format(new Date(match.kickoffAt))}`,
  };
}

async function externalVideo(request: APIRequestContext, title: string): Promise<number> {
  const added = await request.post("/api/cms/videos", {
    headers: automation,
    data: { title, source: "youtube", ref: "dQw4w9WgXcQ" },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { data: { id: number } }).data.id;
}

test("an editor picks a video's match by its team with the keyboard and sees it saved by name", async ({
  page,
  request,
}) => {
  const match = await offeredMatch(request);
  const videoId = await externalVideo(request, "Harriers highlights");
  await staffMember(page, request, "editor", false);
  await page.goto(`/cms/videos/${videoId}`);

  const picker = page.getByRole("combobox", { name: "Match (highlights)" });
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await picker.fill(TEAM);
  const suggestions = page.getByRole("listbox", { name: "Match (highlights): suggestions" });
  const option = suggestions.getByRole("option", { name: match.label });
  await expect(option).toBeVisible();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  // The suggestions open; the video form's four looks are cms-videos.spec.ts's.
  await expectAccessible(page);

  await picker.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await picker.press("Enter");
  await expect(suggestions).toBeHidden();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(picker).toHaveValue(match.label);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Match (highlights)" })).toHaveValue(match.label);
  const stored = await request.get(`/api/cms/videos/${videoId}`, { headers: automation });
  expect(((await stored.json()) as { data: { matchId: number } }).data.matchId).toBe(match.id);

  // Escape closes the suggestions and puts back the chosen match.
  await picker.fill(TEAM);
  await expect(option).toBeVisible();
  await picker.press("Escape");
  await expect(suggestions).toBeHidden();
  await expect(picker).toHaveValue(match.label);
});

test("a match number of nothing is refused under the field, and the form keeps what was typed", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The refused save answers 422, which the browser logs.
  consoleErrors.allow(/status of 422/);
  const videoId = await externalVideo(request, "Cup final goals");
  await staffMember(page, request, "editor", false);
  await page.goto(`/cms/videos/${videoId}`);

  await page.getByLabel("Title", { exact: true }).fill("Cup final, every goal");
  const picker = page.getByRole("combobox", { name: "Match (highlights)" });
  await picker.fill("999999");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(picker).toHaveAttribute("aria-invalid", "true");
  await expect(picker).toHaveAccessibleDescription("There is no match 999999.");
  await expect(picker).toHaveValue("999999");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Cup final, every goal");
  await expectAccessible(page);

  // Through the API the same refusal names its field, and nothing was saved.
  const patched = await request.patch(`/api/cms/videos/${videoId}`, {
    headers: automation,
    data: { version: 1, matchId: 999_999 },
  });
  expect(patched.status()).toBe(422);
  expect(((await patched.json()) as { error: unknown }).error).toMatchObject({
    code: "match-not-found",
    details: { field: "matchId" },
  });
  const stored = await request.get(`/api/cms/videos/${videoId}`, { headers: automation });
  expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
    title: "Cup final goals",
    matchId: null,
    version: 1,
  });
});

test("an admin finds an editor's change in the audit log by the editor's e-mail and sees them by name", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two people sign up, one with two-step.
  test.setTimeout(patience(90_000));
  const videoId = await externalVideo(request, "Derby goals");
  const editorEmail = await staffMember(page, request, "editor", false);
  await page.goto(`/cms/videos/${videoId}`);
  await page.getByLabel("Title", { exact: true }).fill("Derby goals, all five");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  const adminBrowser = await browser.newContext({ baseURL });
  const desk = await adminBrowser.newPage();
  await staffMember(desk, request, "admin", true);
  await desk.goto("/cms/audit");
  const actor = desk.getByRole("combobox", { name: "Actor" });
  await actor.fill(editorEmail);
  const option = desk.getByRole("option", { name: `Staff editor (${editorEmail})` });
  await expect(option).toBeVisible();
  // The actor's suggestions open; the audit log's four looks are cms.spec.ts's.
  await expectAccessible(desk);
  await actor.press("ArrowDown");
  await actor.press("Enter");
  await expect(actor).toHaveValue(`Staff editor (${editorEmail})`);
  await desk.getByRole("button", { name: "Filter" }).click();

  await expect(desk).toHaveURL(/actor=\d+/);
  const editorId = new URL(desk.url()).searchParams.get("actor");
  await expect(desk.getByRole("combobox", { name: "Actor" })).toHaveValue(`Staff editor (${editorEmail})`);
  const entry = desk.getByRole("row").filter({ hasText: "video.update" });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole("link", { name: "Staff editor" })).toHaveAttribute(
    "href",
    `/cms/users/${editorId}`,
  );
  // The video by its name, linked to its page, and the change field by field.
  await expect(entry.getByRole("link", { name: /^Video “Derby goals, all five/ })).toHaveAttribute(
    "href",
    `/cms/videos/${videoId}`,
  );
  const title = entry.getByRole("definition").filter({ hasText: "Derby goals, all five" });
  await expect(title).toHaveText("Derby goals → became Derby goals, all five");
  await expect(entry.getByRole("term").filter({ hasText: /^title$/ })).toHaveCount(1);
  await expectAccessible(desk);
  await adminBrowser.close();
});
