import { AppError } from "../http/errors.ts";
import type { AuthContext } from "./context.ts";
import { checkPassword, passwordBudgetKey } from "./failure-budget.ts";
import type { Authenticated } from "./sessions.ts";

/** How long a sign-in counts as recent for sensitive changes without the password. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export const invalidCredential = () =>
  new AppError("unauthenticated", "invalid-credential", "The e-mail address or password is incorrect.");

/**
 * Sensitive changes (the e-mail address, the password, turning two-step on) need proof of
 * presence: the current password, or for accounts without one a sign-in within the last few
 * minutes. A stolen session alone cannot make them.
 */
export async function requireRecentProof(
  ctx: AuthContext,
  auth: Authenticated,
  password: string | undefined,
) {
  if (password !== undefined && auth.user.passwordHash) {
    // Under the sign-in budget: a stolen session must not become a way to guess the password.
    const key = passwordBudgetKey(auth.user);
    if (!(await checkPassword(ctx, { key, hash: auth.user.passwordHash, password })))
      throw invalidCredential();
    return;
  }
  if (Date.now() - auth.authenticatedAt.getTime() > RECENT_SIGN_IN_MS || auth.user.passwordHash) {
    throw new AppError(
      "forbidden",
      "requires-recent-login",
      auth.user.passwordHash
        ? "Please confirm your current password to continue."
        : "Please sign in again to continue.",
    );
  }
}
