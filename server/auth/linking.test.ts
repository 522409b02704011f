import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authSessions } from "./schema.ts";
import {
  ACCESS_COOKIE,
  cookieHeader,
  type Jar,
  passwordSignIn,
  remember,
  socialSignInForFile,
} from "./testing/oidc-flow.ts";
import { firstLink } from "./testing/smtp-receiver.ts";
import {
  bearer,
  registerFan,
  seedDemoTeams,
  signInMethods,
  turnOnTwoStep,
  whoAmI,
} from "./testing/test-server.ts";

const { server, socialSignIn } = socialSignInForFile();
let teamIds: number[] = [];
const PENDING = "__Host-goalline_pending_link";

beforeAll(async () => {
  teamIds = await seedDemoTeams(server, 3);
}, 60_000);

let made = 0;
/** The test provider marks addresses starting with "unverified" as not vouched for. */
const unverifiedEmail = (tag: string) => `unverified-${tag}-${++made}@example.com`;

const socialMethods = async (token: string) =>
  (await signInMethods(server, token)).filter((m) => m.method === "social");

describe("a social identity whose address has an account it may not join", () => {
  it("is held for this browser and linked once the account is proven there, with a notice", async () => {
    const email = unverifiedEmail("pending");
    const fan = await registerFan(server, email);
    const site: Jar = new Map();
    const first = await socialSignIn(email, { site });
    expect(first.location).toBe(
      "/login?error=account-exists-with-different-credential&redirectTo=%2Faccount",
    );
    // The held identity rides on an opaque token of its own, not on the account's cookies.
    expect(site.get(PENDING)).toMatch(/^[\w.~-]{20,}$/);
    expect(site.has(ACCESS_COOKIE)).toBe(false);

    const signedIn = await passwordSignIn(server, email, site);
    expect(signedIn.body.data.id).toBe(fan.id);
    expect(await socialMethods(signedIn.body.data.token.access_token)).toEqual([
      expect.objectContaining({ detail: email }),
    ]);
    const notice = await server.smtp.waitFor(email, /A new sign-in method was linked/);
    expect(notice.text).toContain("was linked to your");

    const again = await socialSignIn(email);
    expect(again.location).toBe("/account");
    const me = await whoAmI(server, again.cookies.get(ACCESS_COOKIE) ?? "");
    expect(me.body.data.id).toBe(fan.id);
  });

  it("waits through a two-step sign-in, and is spent once", async () => {
    const email = unverifiedEmail("twostep");
    const fan = await registerFan(server, email);
    const { enabled } = await turnOnTwoStep(server, fan.token.access_token);
    const recovery = enabled.body.data.recovery_codes ?? [];
    const site: Jar = new Map();
    await socialSignIn(email, { site });
    const first = await passwordSignIn(server, email, site);
    expect(first.body.error.code).toBe("multi-factor-auth-required");
    const done = await server.call(
      "POST",
      "/auth/second-factor",
      { pending_token: first.body.error.details?.pending_token, code: recovery[0] },
      { Cookie: cookieHeader(site) },
    );
    expect(done.status).toBe(200);
    const token = done.body.data.token.access_token;
    const [linked] = await socialMethods(token);
    expect(linked).toEqual(expect.objectContaining({ method: "social", detail: email }));

    // Removed, then the same browser signs in again: the spent pending link adds nothing back.
    const removed = await server.call(
      "DELETE",
      `/auth/me/sign-in-methods/social?identity_id=${(linked as unknown as { identity_id: number }).identity_id}`,
      undefined,
      bearer(token),
    );
    expect(removed.status).toBe(200);
    const later = await server.call(
      "POST",
      "/auth/second-factor",
      {
        pending_token: (await passwordSignIn(server, email, site)).body.error.details?.pending_token,
        code: recovery[1],
      },
      { Cookie: cookieHeader(site) },
    );
    expect(await socialMethods(later.body.data.token.access_token)).toEqual([]);
  });

  it("joins only the account with its address, and lapses after 10 minutes", async () => {
    const email = unverifiedEmail("named");
    const other = await registerFan(server);
    const owner = await registerFan(server, email);
    const site: Jar = new Map();
    await socialSignIn(email, { site });
    // Another account signing in here does not take it; it keeps waiting for its own.
    const wrong = await passwordSignIn(server, other.email, site);
    expect(await socialMethods(wrong.body.data.token.access_token)).toEqual([]);
    const realNow = server.auth.context.now;
    server.auth.context.now = () => new Date(Date.now() + 11 * 60_000);
    try {
      expect(await server.auth.pendingLinkOf(site.get(PENDING))).toBeNull();
      const late = await passwordSignIn(server, email, site);
      expect(late.body.data.id).toBe(owner.id);
      expect(await socialMethods(late.body.data.token.access_token)).toEqual([]);
    } finally {
      server.auth.context.now = realNow;
    }
  });
});

describe("linking a provider from the account", () => {
  it("adds the identity to the signed-in account, and refuses one another account holds", async () => {
    const fan = await registerFan(server);
    const site: Jar = new Map([[ACCESS_COOKIE, fan.token.access_token]]);
    const linked = await socialSignIn("linkfan@example.com", { site, link: true });
    expect(linked.location).toBe("/account?linked=social");
    expect(await socialMethods(fan.token.access_token)).toEqual([
      expect.objectContaining({ detail: "linkfan@example.com" }),
    ]);
    await server.smtp.waitFor(fan.email, /A new sign-in method was linked/);
    // That identity now signs in to this account.
    const viaProvider = await socialSignIn("linkfan@example.com");
    const me = await whoAmI(server, viaProvider.cookies.get(ACCESS_COOKIE) ?? "");
    expect(me.body.data.id).toBe(fan.id);

    const another = await registerFan(server);
    const taken = await socialSignIn("linkfan@example.com", {
      site: new Map([[ACCESS_COOKIE, another.token.access_token]]),
      link: true,
    });
    expect(taken.location).toBe("/account?error=credential-already-in-use");
    expect(await socialMethods(another.token.access_token)).toEqual([]);
  });

  it("needs a recent sign-in", async () => {
    const fan = await registerFan(server);
    await server.services.database.db
      .update(authSessions)
      .set({ authenticatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(authSessions.userId, fan.id));
    const stale = await socialSignIn("stalefan@example.com", {
      site: new Map([[ACCESS_COOKIE, fan.token.access_token]]),
      link: true,
    });
    expect(stale.location).toBe("/account?error=requires-recent-login");
    expect(await socialMethods(fan.token.access_token)).toEqual([]);
  });
});

describe("a guest signing in to an existing account", () => {
  /** A guest in a fresh browser who follows `team`. */
  async function guestFollowing(team: number) {
    const guest = await server.call("POST", "/auth/anonymous");
    const token = guest.body.data.token.access_token;
    await server.call(
      "PUT",
      "/auth/me/favourites",
      { teams: [team], competitions: [], matches: [] },
      bearer(token),
    );
    return { id: guest.body.data.id, token, site: new Map([[ACCESS_COOKIE, token]]) as Jar };
  }
  const followed = async (token: string) =>
    (
      (await server.call("GET", "/auth/me/favourites", undefined, bearer(token))).body as unknown as {
        teams: number[];
      }
    ).teams;

  it("brings its follows and odds setting along by password, and the guest is gone", async () => {
    const [mine, theirs] = [teamIds[0] ?? 0, teamIds[1] ?? 0];
    const fan = await registerFan(server);
    await server.call(
      "PUT",
      "/auth/me/favourites",
      { teams: [mine], competitions: [], matches: [] },
      bearer(fan.token.access_token),
    );
    const guest = await guestFollowing(theirs);
    await server.services.odds.savePreference(guest.id, { format: "fractional", hide: false });
    const signedIn = await passwordSignIn(server, fan.email, guest.site);
    expect(signedIn.body.data.id).toBe(fan.id);
    expect(await followed(signedIn.body.data.token.access_token)).toEqual([mine, theirs]);
    expect(await server.services.odds.preference(fan.id)).toEqual({ format: "fractional", hide: false });
    expect((await whoAmI(server, guest.token)).status).toBe(401);
  });

  it("brings its follows along by social sign-in, e-mail link and phone", async () => {
    const team = teamIds[2] ?? 0;
    const socialFan = await socialSignIn("guestsocial@example.com");
    const socialId = (await whoAmI(server, socialFan.cookies.get(ACCESS_COOKIE) ?? "")).body.data.id;
    const bySocial = await guestFollowing(team);
    const back = await socialSignIn("guestsocial@example.com", { site: bySocial.site });
    const token = back.cookies.get(ACCESS_COOKIE) ?? "";
    expect((await whoAmI(server, token)).body.data.id).toBe(socialId);
    expect(await followed(token)).toEqual([team]);

    const fan = await registerFan(server);
    const byLink = await guestFollowing(team);
    const sent = await server.call(
      "POST",
      "/auth/email-link/send",
      { email: fan.email },
      bearer(byLink.token),
    );
    remember(byLink.site, sent as unknown as Response);
    const link = firstLink(await server.smtp.waitFor(fan.email, /Sign in to/));
    const viaLink = await server.call(
      "POST",
      "/auth/email-link",
      { code: new URL(link).searchParams.get("code") },
      { Cookie: cookieHeader(byLink.site) },
    );
    expect(viaLink.body.data.id).toBe(fan.id);
    expect(await followed(viaLink.body.data.token.access_token)).toEqual([team]);

    const texts: string[] = [];
    server.auth.context.sms = { send: async (message) => void texts.push(message.text) };
    const phone_number = "+447911200101";
    const owner = await registerFan(server);
    await server.call("POST", "/auth/phone/send", { phone_number });
    await server.call(
      "POST",
      "/auth/phone",
      { phone_number, code: texts.at(-1)?.slice(0, 6) },
      bearer(owner.token.access_token),
    );
    const byPhone = await guestFollowing(team);
    await server.call("POST", "/auth/phone/send", { phone_number });
    const viaPhone = await server.call(
      "POST",
      "/auth/phone",
      { phone_number, code: texts.at(-1)?.slice(0, 6) },
      bearer(byPhone.token),
    );
    expect(viaPhone.body.data.id).toBe(owner.id);
    expect(await followed(viaPhone.body.data.token.access_token)).toEqual([team]);
  });
});
