import { expect, test } from "../support/fixtures.ts";
import { importLeague, uniqueTown } from "../support/imports.ts";
import { staffMember } from "../support/staff.ts";

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test("an operator names a team in Vietnamese, and the Vietnamese team and league pages show it while the English ones keep its name", async ({
  page,
  request,
  baseURL,
}) => {
  const place = uniqueTown("Brackley");
  await importLeague(baseURL ?? "", place, [
    {
      round: "Matchday 1",
      date: yesterday(),
      time: "15:00",
      team1: `${place} Harbour`,
      team2: `${place} Forest`,
      score: { ft: [2, 0] },
    },
  ]);
  const found = (await (await request.get(`/api/search?q=${place} Harbour`)).json()) as {
    teams: Array<{ id: number; name: string }>;
    competitions: Array<{ id: number }>;
  };
  const team = found.teams.find((one) => one.name === `${place} Harbour`)!;
  const league = (
    (await (await request.get(`/api/search?q=${place} League`)).json()) as {
      competitions: Array<{ id: number }>;
    }
  ).competitions[0]!;
  const vietnamese = `Cảng ${place}`;

  await staffMember(page, request, "operator", true);
  await page.goto(`/cms/teams/${team.id}`);
  const names = page.getByRole("group", { name: "Names in other languages" });
  await names.getByLabel("Name in Tiếng Việt", { exact: true }).fill(vietnamese);
  // No short name of its own: the Vietnamese name stands for both.
  await expect(names.getByLabel("Short name in Tiếng Việt")).toHaveValue("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Team saved.");
  await expect(names.getByLabel("Name in Tiếng Việt", { exact: true })).toHaveValue(vietnamese);
  // The English name is the record's own, untouched.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${place} Harbour`);

  // As a fan, signed out: the pages as anyone reads them, cached per language.
  await page.context().clearCookies();
  await page.goto(`/vi/team/${team.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(vietnamese);
  await expect(page).toHaveTitle(new RegExp(vietnamese));
  // The search box asks in the page's language, though this browser's own is English.
  await page.keyboard.press("/");
  const search = page.getByRole("dialog");
  await search.getByRole("searchbox").fill(`${place} Harbour`);
  await expect(search.getByRole("link", { name: vietnamese, exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto(`/vi/league/${league.id}`);
  await expect(page.getByText(vietnamese).first()).toBeVisible();
  await expect(page.getByText(`${place} Forest`).first()).toBeVisible();

  await page.goto(`/team/${team.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${place} Harbour`);
  await expect(page.getByText(vietnamese)).toHaveCount(0);
  await page.goto(`/league/${league.id}`);
  await expect(page.getByText(`${place} Harbour`).first()).toBeVisible();
  await expect(page.getByText(vietnamese)).toHaveCount(0);
});
