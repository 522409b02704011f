import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { firstLink, parseMail } from "../../../server/auth/testing/smtp-receiver.ts";
import { e2eMailFolder } from "./auth-services.ts";
import { expect, test } from "./fixtures.ts";

export const PASSWORD = "correct horse battery staple";

let made = 0;
/** An address no other spec or worker uses. */
export const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${++made}@example.com`;

/** The link in the newest mail to `to` whose subject matches, once the SMTP receiver has it. */
export async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const folder = e2eMailFolder(Number(process.env.E2E_PORT ?? 3210));
  let link = "";
  await expect
    .poll(
      () => {
        const files = readdirSync(folder, { withFileTypes: true })
          .filter((f) => f.isFile() && f.name.includes(to.toLowerCase()))
          .map((f) => f.name)
          .sort();
        for (const name of files.reverse()) {
          const mail = parseMail(readFileSync(join(folder, name), "latin1"), [to]);
          if (subject.test(mail.subject)) {
            link = firstLink(mail);
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}

/** The 6-digit code in the newest text to `number` in the server's SMS outbox (DATA_DIR/sms). */
export async function textedCode(number: string): Promise<string> {
  const folder = join(process.env.E2E_DATA_DIR ?? "", "sms");
  let code = "";
  await expect
    .poll(
      () => {
        const digits = number.replace(/\D/g, "");
        const files = existsSync(folder)
          ? readdirSync(folder)
              .filter((name) => name.includes(`-${digits}-`))
              .sort()
          : [];
        const newest = files.at(-1);
        code = newest ? (readFileSync(join(folder, newest), "utf8").match(/\b\d{6}\b/)?.[0] ?? "") : "";
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

let numbers = 0;
/** A UK mobile number no other spec or worker uses in this run. */
export const uniquePhone = () =>
  `+447912${String((process.pid * 97 + Date.now() + ++numbers) % 1_000_000).padStart(6, "0")}`;

/**
 * Signs a new account up by posting the registration form's fields straight to its action, without
 * drawing the form, then opens the account page, where the form lands. The answer's session cookies
 * go into the browser's jar as the form's would. Journeys that need an account start here; the form
 * itself is the subject of auth-register.spec.ts (`registerInBrowser`).
 */
export async function register(page: Page, email: string, name = "Terrace Fan") {
  await postRegistration(page, email, name);
  await page.goto("/account");
}

/** Posts the registration form's fields; the browser holds the new session afterwards. */
export async function postRegistration(page: Page, email: string, name: string) {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const answer = await page.request.post("/register", {
    form: { display_name: name, email, password: PASSWORD },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(answer.status(), `registering ${email}`).toBe(302);
  expect(answer.headers().location, `registering ${email}`).toMatch(/^\/account/);
}

/** Registration through the form, for the journeys about the form. */
export async function registerInBrowser(page: Page, email: string, name = "Terrace Fan") {
  await page.goto("/register");
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function signOut(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/");
}
