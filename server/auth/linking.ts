import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError, isAppError } from "../http/errors.ts";
import type { AuthContext, ClientInfo } from "./context.ts";
import { absorbGuest } from "./guest-merge.ts";
import { methodLinkedNotice } from "./mails.ts";
import { identities, pendingLinks, type users } from "./schema.ts";
import { randomToken, sha256 } from "./tokens.ts";

/** How long a social identity waits for its account to be proven in the same browser. */
export const PENDING_LINK_SECONDS = 600;

type UserRow = typeof users.$inferSelect;
export type ProviderIdentity = { issuer: string; subject: string; email: string | null };

export const credentialInUse = () =>
  new AppError(
    "conflict",
    "credential-already-in-use",
    "This sign-in is already linked to another account. Sign in with it and remove it there first.",
  );

/** Holds the identity for this browser; answers the token its cookie carries (only the hash is stored). */
export async function rememberPendingLink(
  ctx: AuthContext,
  identity: ProviderIdentity & { email: string },
): Promise<string> {
  const token = randomToken();
  await ctx.db.insert(pendingLinks).values({
    tokenHash: sha256(token),
    ...identity,
    expiresAt: new Date(ctx.now().getTime() + PENDING_LINK_SECONDS * 1000),
  });
  return token;
}

/** Whether the browser's pending link is still waiting (the sign-in page words its offer from it). */
export async function pendingLinkOf(ctx: AuthContext, token: string | undefined) {
  if (!token) return null;
  const [pending] = await ctx.db
    .select({ email: pendingLinks.email })
    .from(pendingLinks)
    .where(and(eq(pendingLinks.tokenHash, sha256(token)), gt(pendingLinks.expiresAt, ctx.now())));
  return pending ?? null;
}

/**
 * Adds a provider identity to an account and mails the account about it. Answers false
 * when it was already there; another account holding it is `credential-already-in-use`.
 */
export async function attachIdentity(
  ctx: AuthContext,
  db: Db,
  user: Pick<UserRow, "id" | "email">,
  identity: ProviderIdentity,
): Promise<boolean> {
  const [added] = await db
    .insert(identities)
    .values({ userId: user.id, ...identity })
    .onConflictDoNothing()
    .returning({ id: identities.id });
  if (!added) {
    const [holder] = await db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.issuer, identity.issuer), eq(identities.subject, identity.subject)));
    if (holder?.userId === user.id) return false;
    throw credentialInUse();
  }
  if (user.email) {
    ctx.mailer
      .send(methodLinkedNotice(user.email, ctx.config.OIDC_NAME, ctx.config.SITE_NAME))
      .catch((error: unknown) => ctx.logger.error({ err: error, userId: user.id }, "link notice failed"));
  }
  return true;
}

/**
 * Spends the browser's pending link on the account it named: only an account whose
 * address is the identity's may take it, so signing in to another account leaves it waiting.
 */
async function consumePendingLink(ctx: AuthContext, db: Db, user: UserRow, token: string) {
  if (!user.email) return;
  const email = user.email;
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingLinks)
      .where(
        and(
          eq(pendingLinks.tokenHash, sha256(token)),
          eq(pendingLinks.email, email),
          gt(pendingLinks.expiresAt, ctx.now()),
        ),
      )
      .returning();
    if (!pending) return;
    const identity = { issuer: pending.issuer, subject: pending.subject, email: pending.email };
    try {
      await attachIdentity(ctx, tx, user, identity);
    } catch (error) {
      // Linked elsewhere in the meantime: the sign-in itself still succeeds.
      if (!isAppError(error)) throw error;
      ctx.logger.warn({ userId: user.id }, "pending link: identity already on another account");
    }
  });
}

/** Run as a session opens: the browser's guest joins the account, and its pending identity is linked. */
export async function settleBrowser(ctx: AuthContext, db: Db, user: UserRow, client: ClientInfo) {
  if (user.anonymous) return;
  if (client.guestUserId !== undefined) await absorbGuest(ctx, db, client.guestUserId, user.id);
  if (client.pendingLink) await consumePendingLink(ctx, db, user, client.pendingLink);
}

/** The configured provider, when the account has no identity there yet (the account page offers to link it). */
export async function linkableProvider(ctx: AuthContext, userId: number): Promise<string | null> {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, AUTH_METHODS, OIDC_NAME } = ctx.config;
  if (!issuer || !clientId || !AUTH_METHODS.includes("social")) return null;
  const [linked] = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.issuer, issuer)));
  return linked ? null : OIDC_NAME;
}
