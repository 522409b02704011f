import { sql } from "drizzle-orm";
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
