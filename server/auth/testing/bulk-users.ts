import type { createBulkLoader } from "../../db/bulk-insert.ts";
import { createPasswordHasher } from "../passwords.ts";
import { users } from "../schema.ts";

/** Every generated account signs in with this password (and the site's pepper). */
export const bulkUserPassword = "goalline-fan-password";

type Loader = ReturnType<typeof createBulkLoader>;

/**
 * `count` accounts (fan1@bulk.invalid, fan2@…) sharing one argon2id hash: hashing is meant to be
 * slow, and a million of them would take hours. Sign-up dates spread over the last five years.
 */
export async function loadBulkUsers(
  loader: Loader,
  options: { count: number; pepper: string; now?: Date; chunk?: number },
): Promise<void> {
  const passwordHash = await createPasswordHasher(options.pepper).hash(bulkUserPassword);
  const now = (options.now ?? new Date()).getTime();
  const span = 5 * 365 * 86_400_000;
  const chunk = options.chunk ?? 5_000;
  for (let first = 1; first <= options.count; first += chunk) {
    const rows: Array<typeof users.$inferInsert> = [];
    for (let n = first; n < first + chunk && n <= options.count; n += 1) {
      const createdAt = new Date(now - span + Math.floor((span * n) / (options.count + 1)));
      rows.push({
        email: `fan${n}@bulk.invalid`,
        emailVerified: n % 4 !== 0,
        passwordHash,
        displayName: `Fan ${n}`,
        createdAt,
        lastSignInAt: n % 3 === 0 ? null : createdAt,
      });
    }
    await loader.add(users, rows);
  }
}
