import { and, eq } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import type { AuthContext } from "./context.ts";
import { deletePasskey, passkeysOf } from "./passkey-store.ts";
import { RECENT_SIGN_IN_MS } from "./presence.ts";
import { identities, users } from "./schema.ts";
import type { Authenticated } from "./sessions.ts";

export type MethodKind = "password" | "email-link" | "phone" | "social" | "passkey";
export type SignInMethodView = {
  method: MethodKind;
  /** The address, number or provider account it uses. */
  detail: string | null;
  /** Social identities are removed one by one. */
  identity_id: number | null;
  /** The e-mail address is the account's contact: changed, never removed. */
  removable: boolean;
  /** Passkeys, too, are removed one by one. */
  passkey_id?: number;
};

type Tx = Parameters<Parameters<AuthContext["db"]["transaction"]>[0]>[0];

async function methodsOf(db: AuthContext["db"] | Tx, userId: number, lock: boolean) {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = lock ? await query.for("update") : await query;
  if (!user) return [];
  const linked = await db.select().from(identities).where(eq(identities.userId, userId));
  const methods: SignInMethodView[] = [];
  if (user.passwordHash)
    methods.push({ method: "password", detail: null, identity_id: null, removable: true });
  if (user.email && user.emailVerified) {
    methods.push({ method: "email-link", detail: user.email, identity_id: null, removable: false });
  }
  if (user.phoneNumber) {
    methods.push({ method: "phone", detail: user.phoneNumber, identity_id: null, removable: true });
  }
  for (const identity of linked) {
    methods.push({
      method: "social",
      detail: identity.email ?? new URL(identity.issuer).hostname,
      identity_id: identity.id,
      removable: true,
    });
  }
  for (const key of await passkeysOf(db, userId)) {
    methods.push({
      method: "passkey",
      detail: key.name,
      identity_id: null,
      removable: true,
      passkey_id: key.id,
    });
  }
  return methods;
}

/** Every way this account can sign in again. */
export const listSignInMethods = (ctx: AuthContext, auth: Authenticated) =>
  methodsOf(ctx.db, auth.user.id, false);

const notLinked = () =>
  new AppError("not-found", "method-not-linked", "This account does not use that sign-in method.");

/**
 * Removes one way in, never the last (409 `last-sign-in-method`): an account with
 * none could only be recovered by hand. The row lock keeps two removals from both
 * passing the check. A sign-in within the last minutes is required, as for other
 * sensitive changes.
 */
export async function unlinkSignInMethod(
  ctx: AuthContext,
  auth: Authenticated,
  target: { method: MethodKind; identityId?: number; passkeyId?: number },
): Promise<SignInMethodView[]> {
  if (Date.now() - auth.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError("forbidden", "requires-recent-login", "Please sign in again to continue.");
  }
  return ctx.db.transaction(async (tx) => {
    const methods = await methodsOf(tx, auth.user.id, true);
    const found = methods.find(
      (m) =>
        m.method === target.method &&
        (m.method !== "social" || m.identity_id === target.identityId) &&
        (m.method !== "passkey" || m.passkey_id === target.passkeyId),
    );
    if (!found) throw notLinked();
    if (!found.removable) {
      throw new AppError(
        "bad-request",
        "method-not-removable",
        "The e-mail address cannot be removed; change it to another one instead.",
      );
    }
    if (methods.length <= 1) {
      throw new AppError(
        "conflict",
        "last-sign-in-method",
        "This is the only way to sign in to this account. Add another one first.",
      );
    }
    if (found.method === "password") {
      await tx.update(users).set({ passwordHash: null }).where(eq(users.id, auth.user.id));
    } else if (found.method === "phone") {
      await tx.update(users).set({ phoneNumber: null }).where(eq(users.id, auth.user.id));
    } else if (found.method === "passkey") {
      await deletePasskey(tx, auth.user.id, found.passkey_id ?? -1);
    } else {
      await tx
        .delete(identities)
        .where(and(eq(identities.id, found.identity_id ?? -1), eq(identities.userId, auth.user.id)));
    }
    return methodsOf(tx, auth.user.id, false);
  });
}
