import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { expect, patience, test } from "../support/fixtures.ts";
import { adminToken, expectAccessibleEverywhere } from "../support/staff.ts";

const root = resolve(import.meta.dirname, "../../..");

/**
 * `npm run admin -- create` as a self-hoster runs it beside the site they just started on a fresh
 * data folder (this run's): the command finds the running server through the folder and makes the
 * account through it, as cli/admin.ts does whenever a server holds the embedded database.
 */
function createFirstAdmin(email: string) {
  const run = spawnSync(
    process.execPath,
    ["cli/admin.ts", "create", "--email", email, "--name", "Ana Silva"],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_TOKEN: adminToken,
        LOG_LEVEL: "warn",
      },
    },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

test("the first admin, made with npm run admin beside a fresh site, signs in at /cms/login and is led to turn two-step on; phone and desktop, light and dark", async ({
  page,
}) => {
  test.setTimeout(patience(60_000));
  const email = `ana.${randomUUID().slice(0, 8)}@example.com`;
  const made = createFirstAdmin(email);
  expect(made.err).toBe("");
  expect(made.status).toBe(0);
  expect(made.out).toContain(`${email} is an admin. Password, shown only now:`);
  const password = /shown only now:\n\n {2}(\S+)\n/.exec(made.out)?.[1] ?? "";
  expect(password).not.toBe("");
  // The address it prints is this site's own sign-in page.
  const signIn = new URL(/Sign in at (\S+)\./.exec(made.out)?.[1] ?? "");
  expect(signIn.pathname).toBe("/cms/login");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(signIn.pathname);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in to the admin area" }).click();
  // The password alone opens no staff work: the admin area asks for two-step first, in its own frame.
  await expect(page).toHaveURL("/cms/two-step");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step verification");
  const refused = await page.request.get("/api/cms/users");
  expect([refused.status(), ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([
    403,
    "two-step-required",
  ]);
  await expectAccessibleEverywhere(page);
});
