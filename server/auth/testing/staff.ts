import { sql } from "drizzle-orm";
import type { TestSite } from "../../app/testing/test-site.ts";
import type { Db } from "../../db/connect.ts";

/**
 * Makes a signed-up account staff, as it stands once the person has enrolled an authenticator and
 * signed in again with its code: the role, two-step on, and the account's open sessions marked as
 * opened with the code (`password+otp`), which is what operators and admins need for staff work.
 * With `twoStep` false: the role alone, a password-only session (refused `two-step-required` where
 * the role needs two-step). The sign-in with a code itself is tested in two-step.test.ts.
 */
export async function makeStaff(
  db: Db,
  account: { email: string } | { id: number },
  role: string,
  twoStep = true,
): Promise<void> {
  const where = "email" in account ? sql`email = ${account.email}` : sql`id = ${account.id}`;
  const updated = await db.execute(
    sql`update users set role = ${role}, totp_enabled = ${twoStep} where ${where} returning id`,
  );
  const row = (updated as unknown as { rows: Array<{ id: number }> }).rows[0];
  if (!row) throw new Error(`makeStaff: no account ${JSON.stringify(account)}`);
  if (twoStep) {
    await db.execute(sql`update auth_sessions set sign_in_method = 'password+otp' where user_id = ${row.id}`);
  }
}

type Who = { email: string; displayName: string; ip?: string | null; device?: string };

/** Signs an account up on the site with the tests' password; answers its id, address and Bearer header. */
export async function signedUpAccount(site: TestSite, who: Who) {
  const signedIn = await site.services.auth.register(
    { email: who.email, password: "correct horse battery staple", displayName: who.displayName },
    { ip: who.ip ?? null, device: who.device ?? "test" },
  );
  return {
    id: signedIn.data.id,
    email: who.email,
    headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` },
  };
}

/** signedUpAccount, then `role` with two-step on, as staff work asks (makeStaff). */
export async function staffAccount(site: TestSite, role: string, who: Who) {
  const account = await signedUpAccount(site, who);
  await makeStaff(site.services.database.db, { email: who.email }, role);
  return account;
}
