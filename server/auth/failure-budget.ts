import type { Limit, Reservation } from "../platform/rate-limit.ts";
import type { AuthContext } from "./context.ts";

const releaseAll = (taken: Reservation[]) => Promise.all(taken.map((place) => place.release()));

/**
 * Checks a secret (a password, a two-step code) inside a budget of wrong answers.
 * Each attempt first takes its place in every window, one atomic upsert each, so
 * parallel guesses cannot all pass a check before any of them is counted; a right
 * answer, or a check that could not run, gives its places back.
 *
 * `trusted` (the owner from an address they signed in from before) is not held back
 * by others' failures: only its own wrong answers are counted, after the check.
 */
export async function withinFailureBudget(
  ctx: AuthContext,
  key: string,
  limits: Limit[],
  verify: () => Promise<boolean>,
  options: { trusted?: boolean } = {},
): Promise<boolean> {
  if (options.trusted) {
    const valid = await verify();
    if (!valid) for (const limit of limits) await ctx.limiter.hit(key, limit);
    return valid;
  }
  const taken: Reservation[] = [];
  let valid = false;
  try {
    for (const limit of limits) taken.push(await ctx.limiter.reserve(key, limit));
    valid = await verify();
  } catch (error) {
    await releaseAll(taken);
    throw error;
  }
  if (valid) await releaseAll(taken);
  return valid;
}

/** The budget a password is checked in: per account address, shared by sign-in and every re-check. */
export const passwordBudgetKey = (account: { email: string | null; id?: number }) =>
  `sign-in-account:${account.email ?? `#${account.id}`}`;

export function checkPassword(
  ctx: AuthContext,
  input: { key: string; hash: string | null; password: string; trusted?: boolean },
): Promise<boolean> {
  const { failedSignInPerAccountMinute: minute, failedSignInPerAccountHour: hour } = ctx.limits;
  return withinFailureBudget(
    ctx,
    input.key,
    [minute, hour],
    () => ctx.hasher.verify(input.hash, input.password),
    {
      trusted: input.trusted,
    },
  );
}
