import { and, eq, lt, sql } from "drizzle-orm";
import type { AuthContext, ClientInfo } from "./context.ts";
import { ipKey } from "./context.ts";
import { GUEST_NAME } from "./passwordless.ts";
import { authSessions, passwordlessCodes, users } from "./schema.ts";
import type { Authenticated } from "./sessions.ts";
import { openSession } from "./sessions.ts";
import type { SignedIn } from "./user-view.ts";

export const GUEST_IDLE_DAYS = 30;

/** A guest: a real user row (so follows and settings hang off its id), with no way back in but its session. */
export async function signInAsGuest(ctx: AuthContext, client: ClientInfo): Promise<SignedIn> {
  await ctx.limiter.hit(`guest-ip:${ipKey(client)}`, ctx.limits.guestsPerIp);
  return ctx.db.transaction(async (tx) => {
    const [guest] = await tx.insert(users).values({ displayName: GUEST_NAME, anonymous: true }).returning();
    if (!guest) throw new Error("guest insert returned nothing");
    return openSession(ctx, tx, guest, client, "guest");
  });
}

/** The guest a sign-in may upgrade in place: the signed-in viewer, when a guest. */
export const guestIdOf = (auth: Authenticated | null | undefined): number | undefined =>
  auth?.user.anonymous ? auth.user.id : undefined;

/** Sign-in links and texted codes a day past their expiry are only clutter. */
export async function deleteStaleCodes(ctx: AuthContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - 86_400_000);
  const gone = await ctx.db
    .delete(passwordlessCodes)
    .where(lt(passwordlessCodes.expiresAt, cutoff))
    .returning({ id: passwordlessCodes.id });
  return gone.length;
}

/** Guests with no session used for 30 days are deleted, with everything hanging off them. */
export async function deleteIdleGuests(ctx: AuthContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - GUEST_IDLE_DAYS * 86_400_000);
  const gone = await ctx.db
    .delete(users)
    .where(
      and(
        eq(users.anonymous, true),
        lt(users.createdAt, cutoff),
        sql`not exists (select 1 from ${authSessions} where ${authSessions.userId} = ${users.id} and ${authSessions.lastUsedAt} >= ${cutoff.toISOString()})`,
      ),
    )
    .returning({ id: users.id });
  return gone.length;
}
