import { expect, test } from "../support/fixtures.ts";

for (const path of [
  "/match/abc",
  "/match/99999999",
  "/match/99999999999",
  "/team/0",
  "/league/xyz",
  "/country/424242/team",
]) {
  test(`${path} is a 404 page`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
  });
}

test("a date that is not a calendar day is refused with a clear message", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const response = await page.goto("/?date=2026-02-30");
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId("error-message")).toContainText("YYYY-MM-DD");
});
