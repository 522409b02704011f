import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { AppError } from "../http/errors.ts";
import type { AuthContext, ClientInfo } from "./context.ts";
import { unlinkSignInMethod } from "./methods.ts";
import {
  CHALLENGE_MS,
  challengeOf,
  counterOf,
  invalidPasskey,
  relyingParty,
  spendChallenge,
  storeChallenge,
  userHandleOf,
} from "./passkey-ceremony.ts";
import { type PasskeyView, passkeysOf, toPasskeyView } from "./passkey-store.ts";
import { RECENT_SIGN_IN_MS } from "./presence.ts";
import { passkeys, users } from "./schema.ts";
import { type Authenticated, openSession, userDisabled } from "./sessions.ts";
import type { SignedIn } from "./user-view.ts";

export type { PasskeyView } from "./passkey-store.ts";
export const PASSKEY_NAME_MAX = 60;
/**
 * EdDSA, ES256, RS256: what authenticators make. Named here so the library does not
 * probe the runtime for post-quantum ones (an experimental-API warning on Node 24).
 */
const ALGORITHMS = [-8, -7, -257];

const passkeyNotFound = () =>
  new AppError("not-found", "passkey-not-found", "This account has no such passkey.");

function requireRecentSignIn(auth: Authenticated): void {
  if (Date.now() - auth.authenticatedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError("forbidden", "requires-recent-login", "Please sign in again to continue.");
  }
}

function passkeyName(name: string | undefined, fallback: string): string {
  const trimmed = (name ?? "").trim().slice(0, PASSKEY_NAME_MAX);
  return trimmed || fallback;
}

/**
 * Step one of adding a passkey. Guests have no account to come back to, so they
 * add an address first; a sign-in within the last minutes is required, as for
 * other changes to the ways in.
 */
export async function passkeyRegistrationOptions(
  ctx: AuthContext,
  auth: Authenticated,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  if (auth.user.anonymous) {
    throw new AppError(
      "forbidden",
      "guest-account",
      "Add an e-mail address or phone number to your account before adding a passkey.",
    );
  }
  requireRecentSignIn(auth);
  const rp = relyingParty(ctx);
  const existing = await passkeysOf(ctx.db, auth.user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(ctx, auth.user.id),
    userName: auth.user.email ?? auth.user.phoneNumber ?? auth.user.displayName,
    userDisplayName: auth.user.displayName,
    timeout: CHALLENGE_MS,
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    // Discoverable, so the sign-in page can offer it without an address; verified, so it is two factors.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(ctx, options.challenge, "registration", auth.user.id);
  return options;
}

/** Step two: checks the authenticator's answer against the spent challenge and keeps the key. */
export async function registerPasskey(
  ctx: AuthContext,
  auth: Authenticated,
  input: { response: RegistrationResponseJSON; name?: string },
  client: ClientInfo,
): Promise<PasskeyView> {
  const challenge = challengeOf(input.response?.response?.clientDataJSON);
  await spendChallenge(ctx, challenge, "registration", auth.user.id);
  const rp = relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch((error: unknown) => {
    ctx.logger.info({ err: error, userId: auth.user.id }, "passkey registration refused");
    throw invalidPasskey();
  });
  if (!verified.verified) throw invalidPasskey();
  const { credential } = verified.registrationInfo;
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: auth.user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
      name: passkeyName(input.name, defaultName(client.device)),
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError("conflict", "passkey-already-registered", "This passkey is already registered.");
  }
  return toPasskeyView(row);
}

/** "Passkey on Chrome, Linux"-style default, so two passkeys can be told apart. */
function defaultName(userAgent: string): string {
  const browser = ["Edg/:Edge", "Firefox/:Firefox", "Chrome/:Chrome", "Safari/:Safari"]
    .map((pair) => pair.split(":") as [string, string])
    .find(([mark]) => userAgent.includes(mark))?.[1];
  return browser ? `Passkey (${browser})` : "Passkey";
}

/** Sign-in options for any passkey of this site: no list of credentials, so the browser may autofill. */
export async function passkeyAuthenticationOptions(
  ctx: AuthContext,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: [],
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });
  await storeChallenge(ctx, options.challenge, "authentication", null);
  return options;
}

/**
 * Signs in with a passkey. User verification is required, so the passkey is
 * possession and a PIN or biometric at once: no authenticator-app code is asked
 * for, even with two-step verification on. A counter that does not move forward
 * (a cloned authenticator, or a replayed answer) is refused.
 */
export async function signInWithPasskey(
  ctx: AuthContext,
  input: { response: AuthenticationResponseJSON },
  client: ClientInfo,
): Promise<SignedIn> {
  const { response } = input;
  const challenge = challengeOf(response?.response?.clientDataJSON);
  await spendChallenge(ctx, challenge, "authentication", null);
  const [found] = await ctx.db
    .select({ key: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, String(response.id)));
  if (!found) {
    throw new AppError(
      "bad-request",
      "unknown-passkey",
      "This passkey is not registered here. It may have been removed from your account.",
    );
  }
  const { key, user } = found;
  const presented = response.response.userHandle;
  if (presented && presented !== Buffer.from(userHandleOf(ctx, user.id)).toString("base64url")) {
    throw invalidPasskey();
  }
  const rp = relyingParty(ctx);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      // The counter is checked below, once the signature holds, so a refusal there means something.
      counter: 0,
      transports: key.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    ctx.logger.info({ err: error, userId: user.id }, "passkey sign-in refused");
    throw invalidPasskey();
  });
  if (!verified.verified) throw invalidPasskey();
  const counter = counterOf(response.response.authenticatorData);
  if ((counter > 0 || key.counter > 0) && counter <= key.counter) {
    ctx.logger.warn({ userId: user.id, passkeyId: key.id }, "passkey counter did not advance: refused");
    throw invalidPasskey();
  }
  if (user.disabled) throw userDisabled();
  return ctx.db.transaction(async (tx) => {
    // Only from the counter just checked: two answers racing with one counter cannot both pass.
    const moved = await tx
      .update(passkeys)
      .set({ counter, lastUsedAt: ctx.now() })
      .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
      .returning({ id: passkeys.id });
    if (moved.length === 0) throw invalidPasskey();
    return openSession(ctx, tx, user, client, "passkey");
  });
}

export async function listPasskeys(ctx: AuthContext, auth: Authenticated): Promise<PasskeyView[]> {
  return (await passkeysOf(ctx.db, auth.user.id)).map(toPasskeyView);
}

export async function renamePasskey(
  ctx: AuthContext,
  auth: Authenticated,
  id: number,
  name: string,
): Promise<PasskeyView> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > PASSKEY_NAME_MAX) {
    throw new AppError(
      "bad-request",
      "invalid-name",
      `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters.`,
      { field: "name" },
    );
  }
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name: trimmed })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, auth.user.id)))
    .returning();
  if (!row) throw passkeyNotFound();
  return toPasskeyView(row);
}

/** Removes a passkey through the sign-in methods, which refuse the account's last way in. */
export async function removePasskey(ctx: AuthContext, auth: Authenticated, id: number): Promise<void> {
  const owned = (await passkeysOf(ctx.db, auth.user.id)).some((key) => key.id === id);
  if (!owned) throw passkeyNotFound();
  await unlinkSignInMethod(ctx, auth, { method: "passkey", passkeyId: id });
}
