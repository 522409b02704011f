import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "../http/errors.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import { type AuthContext, type ClientInfo, displayNameOf, ipKey, normalizeEmail } from "./context.ts";
import { staffInviteMail } from "./mails.ts";
import { checkPasswordPolicy } from "./passwords.ts";
import { isStaffRole } from "./roles.ts";
import { type Role, staffInvites, users } from "./schema.ts";
import { openSession } from "./sessions.ts";
import type { StaffAction } from "./staff.ts";
import { randomToken, sha256 } from "./tokens.ts";
import type { SignedIn } from "./user-view.ts";

/** Long enough to reach someone on holiday; short enough that a forgotten mail stops being a key. */
export const INVITE_DAYS = 7;
/** Ended invitations stay listed this long, so staff see who joined and which ones lapsed. */
const ENDED_LISTED_DAYS = 30;

export type InviteState = "pending" | "expired" | "accepted" | "revoked";

export type StaffInvite = {
  id: number;
  email: string;
  role: Role;
  state: InviteState;
  invitedBy: { id: number; name: string } | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  /** The account the invitation made, once accepted. */
  userId: number | null;
};

type InviteRow = typeof staffInvites.$inferSelect;

const stateOf = (row: InviteRow, now: Date): InviteState =>
  row.acceptedAt ? "accepted" : row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "pending";

const viewOf = (row: InviteRow, inviter: { id: number; name: string } | null, now: Date): StaffInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  state: stateOf(row, now),
  invitedBy: inviter,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  userId: row.acceptedUserId,
});

const invalidInvite = () =>
  new AppError(
    "not-found",
    "invite-not-found",
    "This invitation is not valid: it was withdrawn, replaced by a newer one, or used already.",
  );
const expiredInvite = () =>
  new AppError(
    "bad-request",
    "invite-expired",
    "This invitation has expired. Ask the person who invited you to send a new one.",
  );

/** Who sent an invitation, for the mail's first line and the list; the admin token signs as the site. */
async function inviterOf(ctx: AuthContext, by: StaffAction) {
  if (by.actor.kind !== "account") return { id: null, name: `The ${ctx.config.SITE_NAME} team` };
  const id = Number(by.actor.id);
  const [row] = await ctx.db.select({ name: users.displayName }).from(users).where(eq(users.id, id));
  return { id: row ? id : null, name: row?.name ?? `The ${ctx.config.SITE_NAME} team` };
}

/**
 * Mails an invitation to join the staff with a role. The address must not have an account yet
 * (an existing one has its role changed on its page instead). Inviting an address again
 * withdraws its open invitation and sends a new link, which is also how a lost mail is resent.
 */
export async function inviteStaff(
  ctx: AuthContext,
  by: StaffAction,
  input: { email: string; role: Role },
): Promise<StaffInvite> {
  if (!isStaffRole(input.role)) {
    throw new AppError(
      "bad-request",
      "invalid-role",
      "Choose a staff role: editor, moderator, operator or admin.",
      {
        field: "role",
      },
    );
  }
  const email = normalizeEmail(input.email);
  await ctx.limiter.hit(`staff-invite:${by.actor.kind}:${by.actor.id}`, ctx.limits.staffInvitesPerActor);
  const inviter = await inviterOf(ctx, by);
  const token = randomToken();
  const now = ctx.now();
  const invite = await ctx.db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (account) {
      throw new AppError(
        "conflict",
        "account-exists",
        `${email} already has an account: change its role on the person's page instead.`,
        { field: "email", userId: account.id },
      );
    }
    const replaced = await tx
      .update(staffInvites)
      .set({ revokedAt: now })
      .where(
        and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)),
      )
      .returning({ id: staffInvites.id });
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy: inviter.id,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("invitation insert returned no row");
    await recordAudit(tx, {
      actor: by.actor,
      action: "staff.invite",
      target: { type: "invite", id: row.id },
      after: { email, role: input.role, replaces: replaced[0]?.id ?? null },
      ip: by.ip,
    });
    return row;
  });
  ctx.mailer
    .send(
      staffInviteMail(
        email,
        ctx.config.SITE_URL,
        `/invite/${encodeURIComponent(token)}`,
        inviter.name,
        input.role,
        ctx.config.SITE_NAME,
      ),
    )
    .catch((error: unknown) =>
      ctx.logger.error({ err: error, inviteId: invite.id }, "staff invitation mail failed"),
    );
  return viewOf(invite, inviter.id ? { id: inviter.id, name: inviter.name } : null, now);
}

/** Withdraws an open invitation: its link stops working. Withdrawing one already ended changes nothing. */
export async function revokeInvite(
  ctx: AuthContext,
  by: StaffAction,
  inviteId: number,
): Promise<StaffInvite> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffInvites).where(eq(staffInvites.id, inviteId)).for("update");
    if (!current) throw new AppError("not-found", "invite-not-found", "No invitation has this number.");
    if (current.acceptedAt || current.revokedAt) return current;
    const [revoked] = await tx
      .update(staffInvites)
      .set({ revokedAt: now })
      .where(eq(staffInvites.id, inviteId))
      .returning();
    await recordAudit(tx, {
      actor: by.actor,
      action: "staff.invite.revoke",
      target: { type: "invite", id: inviteId },
      before: { email: current.email, role: current.role },
      ip: by.ip,
    });
    return revoked ?? current;
  });
  const [inviter] = row.invitedBy
    ? await ctx.db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(eq(users.id, row.invitedBy))
    : [];
  return viewOf(row, inviter ?? null, now);
}

/** Open invitations first, then those ended in the last 30 days, newest first. */
export async function listInvites(ctx: AuthContext): Promise<{ data: StaffInvite[]; total: number }> {
  const now = ctx.now();
  const inviter = alias(users, "inviter");
  const rows = await ctx.db
    .select({ invite: staffInvites, inviterId: inviter.id, inviterName: inviter.displayName })
    .from(staffInvites)
    .leftJoin(inviter, eq(inviter.id, staffInvites.invitedBy))
    .where(
      or(
        and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)),
        gt(staffInvites.createdAt, new Date(now.getTime() - ENDED_LISTED_DAYS * 86_400_000)),
      ),
    )
    .orderBy(
      sql`case when ${staffInvites.acceptedAt} is null and ${staffInvites.revokedAt} is null then 0 else 1 end`,
      desc(staffInvites.createdAt),
      desc(staffInvites.id),
    )
    .limit(200);
  const data = rows.map(({ invite, inviterId, inviterName }) =>
    viewOf(
      invite,
      inviterId !== null && inviterName !== null ? { id: inviterId, name: inviterName } : null,
      now,
    ),
  );
  return { data, total: data.length };
}

/** The open invitation a link carries, or why it cannot be used. */
async function openInvite(ctx: AuthContext, token: string): Promise<InviteRow> {
  const [row] = await ctx.db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, sha256(token)));
  if (!row || row.acceptedAt || row.revokedAt) throw invalidInvite();
  if (row.expiresAt <= ctx.now()) throw expiredInvite();
  return row;
}

/** What the invitation page shows before the invitee commits: the address, the role and who asked. */
export async function invitePreview(ctx: AuthContext, token: string, client: ClientInfo) {
  await ctx.limiter.hit(`invite-ip:${ipKey(client)}`, ctx.limits.inviteAcceptPerIp);
  const row = await openInvite(ctx, token);
  const [inviter] = row.invitedBy
    ? await ctx.db.select({ name: users.displayName }).from(users).where(eq(users.id, row.invitedBy))
    : [];
  return {
    email: row.email,
    role: row.role,
    invitedBy: inviter?.name ?? `The ${ctx.config.SITE_NAME} team`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Spends an invitation: makes the account with the invited role and its address already
 * confirmed (the link proved it), and signs it in. Operators and admins are then led by the
 * staff rule to turn on two-step before the admin area opens to them.
 */
export async function acceptInvite(
  ctx: AuthContext,
  input: { token: string; displayName: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  await ctx.limiter.hit(`invite-ip:${ipKey(client)}`, ctx.limits.inviteAcceptPerIp);
  const row = await openInvite(ctx, input.token);
  const displayName = displayNameOf(input.displayName);
  checkPasswordPolicy(input.password);
  const passwordHash = await ctx.hasher.hash(input.password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: row.email, passwordHash, displayName, role: row.role, emailVerified: true })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      throw new AppError(
        "conflict",
        "email-already-in-use",
        "An account with this e-mail address already exists: sign in with it instead.",
        { field: "email" },
      );
    }
    // The spend is the last check: of two tabs accepting at once, one wins and the other rolls back.
    const spent = await tx
      .update(staffInvites)
      .set({ acceptedAt: now, acceptedUserId: user.id })
      .where(
        and(eq(staffInvites.id, row.id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)),
      )
      .returning({ id: staffInvites.id });
    if (spent.length === 0) throw invalidInvite();
    await recordAudit(tx, {
      actor: { kind: "account", id: String(user.id), role: user.role },
      action: "staff.invite.accept",
      target: { type: "invite", id: row.id },
      after: { userId: user.id, email: row.email, role: row.role },
      ip: client.ip,
    });
    return openSession(ctx, tx, user, client, "password");
  });
}
