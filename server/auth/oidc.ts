import { and, eq, gt } from "drizzle-orm";
import * as oidc from "openid-client";
import { AppError, isAppError } from "../http/errors.ts";
import { withoutBidiControls } from "../platform/plain-text.ts";
import type { AuthContext, ClientInfo } from "./context.ts";
import { normalizeEmail } from "./context.ts";
import { attachIdentity, rememberPendingLink } from "./linking.ts";
import { authSessions, identities, oidcLogins, users } from "./schema.ts";
import { openSession, revokeSessions, userDisabled } from "./sessions.ts";
import { secondFactorRequired } from "./sign-in.ts";
import { sha256 } from "./tokens.ts";
import type { SignedIn } from "./user-view.ts";

const LOGIN_WINDOW_MS = 10 * 60_000;
const ACCOUNT_EXISTS = "account-exists-with-different-credential";

export type SocialOutcome =
  | { redirectTo: string; signedIn: SignedIn }
  | { redirectTo: string; pendingToken: string }
  /** The address has an account this identity may not join yet: held for the browser (linking.ts). */
  | { redirectTo: string; pendingLink: string }
  /** Link mode: added to the signed-in account, or why not. */
  | { redirectTo: string; linked: true }
  | { redirectTo: string; linkError: string };

export type SocialSignIn = {
  /** With `linkUserId`, the callback adds the identity to that account instead of signing in. */
  start(redirectTo: string, options?: { linkUserId?: number }): Promise<{ url: string; state: string }>;
  finish(
    callbackUrl: URL,
    stateFromCookie: string | undefined,
    client: ClientInfo,
    viewerId?: number | null,
  ): Promise<SocialOutcome>;
};

const failed = (message = "Social sign-in did not complete. Please try again.") =>
  new AppError("bad-request", "social-sign-in-failed", message);

/**
 * OpenID Connect with any issuer by configuration: authorization code flow with
 * PKCE (S256), state bound to the browser by a cookie, and a nonce.
 */
export function createSocialSignIn(ctx: AuthContext, callbackPath: string): SocialSignIn | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = ctx.config;
  if (!issuer || !clientId) return null;
  const redirectUri = new URL(callbackPath, ctx.config.SITE_URL).toString();
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // Plain-http issuers are only accepted on loopback (local providers in development and tests).
        execute: /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectTo, options = {}) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await ctx.db.insert(oidcLogins).values({
        stateHash: sha256(state),
        codeVerifier,
        nonce,
        redirectTo,
        linkUserId: options.linkUserId ?? null,
        expiresAt: new Date(Date.now() + LOGIN_WINDOW_MS),
      });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.toString(), state };
    },

    async finish(callbackUrl, stateFromCookie, client, viewerId = null) {
      const state = callbackUrl.searchParams.get("state");
      if (!state || state !== stateFromCookie) throw failed();
      const [login] = await ctx.db
        .delete(oidcLogins)
        .where(and(eq(oidcLogins.stateHash, sha256(state)), gt(oidcLogins.expiresAt, new Date())))
        .returning();
      if (!login) throw failed();
      if (callbackUrl.searchParams.get("error")) throw failed("The sign-in was cancelled at the provider.");
      const config = await configuration();
      const currentUrl = new URL(`${new URL(redirectUri).pathname}${callbackUrl.search}`, redirectUri);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        ctx.logger.warn({ err: error }, "social sign-in: code exchange refused");
        throw failed();
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw failed();
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const profile = { ...info, ...idClaims };
      const provided: ProviderProfile = {
        subject: idClaims.sub,
        email: typeof profile.email === "string" ? normalizeEmail(profile.email) : null,
        emailVerified: profile.email_verified === true,
        name: typeof profile.name === "string" ? profile.name : null,
        picture: typeof profile.picture === "string" ? profile.picture : null,
      };
      if (login.linkUserId !== null) return linkToAccount(ctx, issuer, provided, login, viewerId);
      let user: typeof users.$inferSelect;
      try {
        user = await linkOrCreate(ctx, issuer, provided);
      } catch (error) {
        if (!(isAppError(error) && error.code === ACCOUNT_EXISTS && provided.email)) throw error;
        const identity = { issuer, subject: provided.subject, email: provided.email };
        return { redirectTo: login.redirectTo, pendingLink: await rememberPendingLink(ctx, identity) };
      }
      if (user.disabled) throw userDisabled();
      if (user.totpEnabled) {
        const pending = await secondFactorRequired(ctx, user.id, "social");
        return { redirectTo: login.redirectTo, pendingToken: String(pending.details?.pending_token) };
      }
      return {
        redirectTo: login.redirectTo,
        signedIn: await openSession(ctx, ctx.db, user, client, "social"),
      };
    },
  };
}

type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/** Links to an existing account only on an address the provider vouches for. */
async function linkOrCreate(ctx: AuthContext, issuer: string, profile: ProviderProfile) {
  return ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, issuer), eq(identities.subject, profile.subject)));
    if (linked) return linked.user;
    if (!profile.email) throw failed("The provider did not share an e-mail address.");
    const [existing] = await tx.select().from(users).where(eq(users.email, profile.email));
    if (existing && !profile.emailVerified) {
      throw new AppError(
        "conflict",
        ACCOUNT_EXISTS,
        "An account with this e-mail address already exists. Sign in with your password first.",
      );
    }
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: profile.email,
            emailVerified: profile.emailVerified,
            displayName: (
              withoutBidiControls(profile.name ?? "").trim() ||
              profile.email.split("@")[0] ||
              "Fan"
            ).slice(0, 60),
            avatarUrl: profile.picture,
          })
          .returning()
      )[0];
    if (!user) throw failed();
    if (existing && !existing.emailVerified) {
      // Whoever set a password on an unproven address may not be its owner: that password and its sessions go.
      await tx
        .update(users)
        .set({ emailVerified: true, passwordHash: null, validAfter: new Date() })
        .where(eq(users.id, existing.id));
      await revokeSessions(tx, eq(authSessions.userId, existing.id), "address-proven-elsewhere");
    }
    const identity = { issuer, subject: profile.subject, email: profile.email };
    // Joining an existing account is worth a notice to it; a new account needs none.
    if (existing) await attachIdentity(ctx, tx, user, identity);
    else await tx.insert(identities).values({ userId: user.id, ...identity });
    return user;
  });
}

/**
 * Link mode: the identity joins the account that started the flow, which must still be
 * the one signed in on this browser. Failures go back to the account page as codes.
 */
async function linkToAccount(
  ctx: AuthContext,
  issuer: string,
  profile: ProviderProfile,
  login: { redirectTo: string; linkUserId: number | null },
  viewerId: number | null,
): Promise<SocialOutcome> {
  if (viewerId === null || viewerId !== login.linkUserId) {
    return { redirectTo: login.redirectTo, linkError: "requires-recent-login" };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, viewerId));
  if (!user) return { redirectTo: login.redirectTo, linkError: "requires-recent-login" };
  try {
    await attachIdentity(ctx, ctx.db, user, {
      issuer,
      subject: profile.subject,
      email: profile.email,
    });
  } catch (error) {
    if (isAppError(error)) return { redirectTo: login.redirectTo, linkError: error.code };
    throw error;
  }
  return { redirectTo: login.redirectTo, linked: true };
}
