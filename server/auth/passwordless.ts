import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { PasswordlessChannel } from "./schema.ts";
import { authSessions, passwordlessCodes, users } from "./schema.ts";
import { revokeSessions } from "./sessions.ts";

type UserRow = typeof users.$inferSelect;

export const GUEST_NAME = "Guest";

function defaultName(channel: PasswordlessChannel, address: string): string {
  if (channel === "phone") return "Fan";
  return address.split("@")[0]?.slice(0, 60) || "Fan";
}

/** Spends a sign-in code at `at`; false when a racing request spent it first. */
export async function spendPasswordlessCode(tx: Db, id: string, at: Date): Promise<boolean> {
  const spent = await tx
    .update(passwordlessCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordlessCodes.id, id), isNull(passwordlessCodes.usedAt)))
    .returning({ id: passwordlessCodes.id });
  return spent.length > 0;
}

/**
 * The account a proven address belongs to: the existing one, else the guest who
 * asked (upgraded in place, keeping its id and so its follows and settings), else
 * a new account. Runs inside the transaction that spends the code.
 */
export async function accountForAddress(
  tx: Db,
  channel: PasswordlessChannel,
  address: string,
  guestUserId: number | null,
): Promise<UserRow> {
  const column = channel === "phone" ? users.phoneNumber : users.email;
  const [existing] = await tx.select().from(users).where(eq(column, address));
  if (existing) {
    if (channel === "email-link" && !existing.emailVerified) return claimUnprovenAccount(tx, existing);
    return existing;
  }
  const proven = channel === "phone" ? { phoneNumber: address } : { email: address, emailVerified: true };
  if (guestUserId !== null) {
    const [guest] = await tx.select().from(users).where(eq(users.id, guestUserId));
    const [upgraded] = await tx
      .update(users)
      .set({
        ...proven,
        anonymous: false,
        ...(guest?.anonymous && guest.displayName === GUEST_NAME
          ? { displayName: defaultName(channel, address) }
          : {}),
      })
      // A number proven while signed in links to the account when it has none yet.
      .where(
        and(
          eq(users.id, guestUserId),
          channel === "phone"
            ? or(eq(users.anonymous, true), isNull(users.phoneNumber))
            : eq(users.anonymous, true),
        ),
      )
      .returning();
    if (upgraded) return upgraded;
  }
  const [created] = await tx
    .insert(users)
    .values({ ...proven, displayName: defaultName(channel, address) })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another sign-in for the same address made the account a moment ago.
  const [made] = await tx.select().from(users).where(eq(column, address));
  if (!made) throw new Error("account for a proven address vanished");
  return made;
}

/**
 * An account registered with this address but never proven: whoever set its password
 * may not own the address, so the password and sessions go (as with social sign-in).
 */
async function claimUnprovenAccount(tx: Db, user: UserRow): Promise<UserRow> {
  const [claimed] = await tx
    .update(users)
    .set({ emailVerified: true, passwordHash: null, validAfter: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await revokeSessions(tx, eq(authSessions.userId, user.id), "address-proven-elsewhere");
  return claimed ?? user;
}
