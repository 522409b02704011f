import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { AuthContext } from "./context.ts";
import { users } from "./schema.ts";

/**
 * A guest signing in to an account that already exists, in the same browser: what it
 * followed and set moves onto that account (each owning domain decides how, through
 * `ctx.guestMerges`), then the guest and its sessions are deleted. The row lock makes a
 * second sign-in racing this one find no guest left.
 */
export async function absorbGuest(ctx: AuthContext, db: Db, guestId: number, intoUserId: number) {
  if (guestId === intoUserId) return false;
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, guestId), eq(users.anonymous, true)))
      .for("update");
    if (!guest) return false;
    for (const merge of ctx.guestMerges) await merge(tx, guestId, intoUserId);
    await tx.delete(users).where(eq(users.id, guestId));
    return true;
  });
}
