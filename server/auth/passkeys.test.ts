import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { authSessions, users } from "./schema.ts";
import { createSoftAuthenticator } from "./testing/soft-authenticator.ts";
import {
  authTestServerForFile,
  bearer,
  registerFan,
  signInMethods,
  signInWithPassword,
  turnOnTwoStep,
  withPasswordOnly,
} from "./testing/test-server.ts";

// startAuthTestServer's SITE_URL: the relying party is its host, the only accepted origin its origin.
const site = { origin: "http://localhost:3329", rpId: "localhost" };
const server = authTestServerForFile();

async function registrationOptions(token: string) {
  const res = await server.call("POST", "/auth/passkeys/registration-options", undefined, bearer(token));
  expect(res.status).toBe(200);
  return res.body as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/** The admin area's dashboard, asked for with an access token. */
const dashboardWith = (token: string) => server.call("GET", "/cms/dashboard", undefined, bearer(token));

async function signInOptions() {
  const res = await server.call("POST", "/auth/passkeys/authentication-options");
  expect(res.status).toBe(200);
  return res.body as unknown as PublicKeyCredentialRequestOptionsJSON;
}

/** A fan with a password and one passkey on a fresh software authenticator. */
async function fanWithPasskey() {
  const fan = await registerFan(server);
  const authenticator = createSoftAuthenticator(site);
  const token = fan.token.access_token;
  const response = authenticator.register(await registrationOptions(token));
  const added = await server.call(
    "POST",
    "/auth/passkeys/registration",
    { ...response, name: "Work laptop" },
    bearer(token),
  );
  expect(added.status).toBe(201);
  return { fan, token, authenticator, passkeyId: (added.body.data as unknown as { id: number }).id };
}

describe("passkeys", () => {
  it("registers a passkey and signs in with it like a password sign-in", async () => {
    const { fan, token, authenticator } = await fanWithPasskey();
    const options = await registrationOptions(token);
    expect(options.rp.id).toBe("localhost");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    // The passkey already kept is excluded, so the same authenticator cannot add it twice.
    expect(options.excludeCredentials).toHaveLength(1);

    const listed = await server.call("GET", "/auth/passkeys", undefined, bearer(token));
    expect(listed.body.data).toEqual([
      expect.objectContaining({ name: "Work laptop", last_used_at: null, created_at: expect.any(String) }),
    ]);
    expect(await signInMethods(server, token)).toContainEqual(
      expect.objectContaining({ method: "passkey", detail: "Work laptop" }),
    );

    const signInOpts = await signInOptions();
    expect(signInOpts.allowCredentials ?? []).toEqual([]);
    expect(signInOpts.rpId).toBe("localhost");
    const signedIn = await server.call(
      "POST",
      "/auth/passkeys/authentication",
      authenticator.authenticate(signInOpts),
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({
      id: fan.id,
      email: fan.email,
      token: { token_type: "Bearer" },
    });
    const me = await server.call(
      "GET",
      "/auth/passkeys",
      undefined,
      bearer(signedIn.body.data.token.access_token),
    );
    expect(me.body.data).toEqual([expect.objectContaining({ last_used_at: expect.any(String) })]);
  });

  it("refuses replayed answers, expired challenges, another origin and unknown passkeys with 400", async () => {
    const { authenticator } = await fanWithPasskey();
    const options = await signInOptions();
    const answer = authenticator.authenticate(options);
    expect((await server.call("POST", "/auth/passkeys/authentication", answer)).status).toBe(200);
    const replayed = await server.call("POST", "/auth/passkeys/authentication", answer);
    expect([replayed.status, replayed.body.error.code]).toEqual([400, "challenge-expired"]);

    const phishing = authenticator.authenticate(await signInOptions(), {
      origin: "https://goalline.example",
    });
    const wrongOrigin = await server.call("POST", "/auth/passkeys/authentication", phishing);
    expect([wrongOrigin.status, wrongOrigin.body.error.code]).toEqual([400, "invalid-passkey"]);

    const stranger = createSoftAuthenticator(site);
    stranger.register({ ...(await registrationOptions((await registerFan(server)).token.access_token)) });
    const unknown = await server.call(
      "POST",
      "/auth/passkeys/authentication",
      stranger.authenticate(await signInOptions()),
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([400, "unknown-passkey"]);

    const stale = await signInOptions();
    const realNow = server.auth.context.now;
    server.auth.context.now = () => new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      const expired = await server.call(
        "POST",
        "/auth/passkeys/authentication",
        authenticator.authenticate(stale),
      );
      expect([expired.status, expired.body.error.code]).toEqual([400, "challenge-expired"]);
    } finally {
      server.auth.context.now = realNow;
    }

    const garbled = await server.call("POST", "/auth/passkeys/authentication", {
      ...answer,
      response: { ...answer.response, clientDataJSON: "bm90LWpzb24" },
    });
    expect([garbled.status, garbled.body.error.code]).toEqual([400, "invalid-passkey"]);
  });

  it("refuses a counter that goes back (a cloned authenticator) and an unverified user", async () => {
    const { authenticator } = await fanWithPasskey();
    const first = authenticator.authenticate(await signInOptions(), { counter: 7 });
    expect((await server.call("POST", "/auth/passkeys/authentication", first)).status).toBe(200);
    const cloned = authenticator.authenticate(await signInOptions(), { counter: 7 });
    const refused = await server.call("POST", "/auth/passkeys/authentication", cloned);
    expect([refused.status, refused.body.error.code]).toEqual([400, "invalid-passkey"]);
    const noPin = authenticator.authenticate(await signInOptions(), { counter: 9, unverified: true });
    const unverified = await server.call("POST", "/auth/passkeys/authentication", noPin);
    expect([unverified.status, unverified.body.error.code]).toEqual([400, "invalid-passkey"]);
    const next = authenticator.authenticate(await signInOptions(), { counter: 10 });
    expect((await server.call("POST", "/auth/passkeys/authentication", next)).status).toBe(200);
  });

  it("refuses a registration signed for another origin or for someone else's challenge", async () => {
    const fan = await registerFan(server);
    const other = await registerFan(server);
    const authenticator = createSoftAuthenticator(site);
    const token = fan.token.access_token;
    const phishing = authenticator.register(await registrationOptions(token), {
      origin: "https://evil.example",
    });
    const refused = await server.call("POST", "/auth/passkeys/registration", phishing, bearer(token));
    expect([refused.status, refused.body.error.code]).toEqual([400, "invalid-passkey"]);
    const theirs = authenticator.register(await registrationOptions(other.token.access_token));
    const mixed = await server.call("POST", "/auth/passkeys/registration", theirs, bearer(token));
    expect([mixed.status, mixed.body.error.code]).toEqual([400, "challenge-expired"]);
    const anonymous = await server.call("POST", "/auth/passkeys/registration-options");
    expect(anonymous.status).toBe(401);
  });

  it("counts as the second step: two-step accounts sign in with a passkey without a code", async () => {
    const { fan, token, authenticator } = await fanWithPasskey();
    await turnOnTwoStep(server, token);
    const password = await signInWithPassword(server, fan.email);
    expect(password.body.error.code).toBe("multi-factor-auth-required");
    const passkey = await server.call(
      "POST",
      "/auth/passkeys/authentication",
      authenticator.authenticate(await signInOptions()),
    );
    expect(passkey.status).toBe(200);
    expect(passkey.body.data).toMatchObject({ id: fan.id, two_factor_enabled: true });
  });

  it("opens the admin area to staff without two-step only in a session a passkey opened", async () => {
    const { fan, authenticator } = await fanWithPasskey();
    await server.services.database.db.update(users).set({ role: "operator" }).where(eq(users.id, fan.id));
    const byPassword = await signInWithPassword(server, fan.email);
    expect(byPassword.status).toBe(200);
    const refused = await dashboardWith(byPassword.body.data.token.access_token);
    expect([refused.status, refused.body.error.code]).toEqual([403, "two-step-required"]);
    expect(refused.body.error.message).toMatch(/passkey/);
    expect(decodeJwt(byPassword.body.data.token.access_token).amr).toEqual(["password"]);

    const byPasskey = await server.call(
      "POST",
      "/auth/passkeys/authentication",
      authenticator.authenticate(await signInOptions()),
    );
    expect(byPasskey.status).toBe(200);
    const dashboard = await dashboardWith(byPasskey.body.data.token.access_token);
    expect(dashboard.status).toBe(200);
    expect(decodeJwt(byPasskey.body.data.token.access_token).amr).toEqual(["passkey"]);

    // The session keeps how it was opened: refreshed, its tokens still open the admin area.
    const refreshed = await server.call("POST", "/auth/refresh-token", {
      refresh_token: byPasskey.body.data.token.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.data.token.access_token).amr).toEqual(["passkey"]);
    const again = await dashboardWith(refreshed.body.data.token.access_token);
    expect(again.status).toBe(200);
    const opened = await server.services.database.db
      .select({ method: authSessions.signInMethod })
      .from(authSessions)
      .where(eq(authSessions.userId, fan.id));
    expect(opened.map((session) => session.method)).toEqual(expect.arrayContaining(["password", "passkey"]));
  });

  it("renames and removes passkeys, never the account's last way in", async () => {
    const { token, passkeyId } = await fanWithPasskey();
    const renamed = await server.call(
      "PATCH",
      `/auth/passkeys/${passkeyId}`,
      { name: " Phone " },
      bearer(token),
    );
    expect(renamed.body.data).toMatchObject({ id: passkeyId, name: "Phone" });
    const blank = await server.call("PATCH", `/auth/passkeys/${passkeyId}`, { name: "  " }, bearer(token));
    expect([blank.status, blank.body.error.code]).toEqual([400, "invalid-name"]);

    // Password and e-mail link gone leaves the passkey as the only way in.
    expect(
      (await server.call("DELETE", "/auth/me/sign-in-methods/password", undefined, bearer(token))).status,
    ).toBe(200);
    expect((await signInMethods(server, token)).map((m) => m.method)).toEqual(["passkey"]);
    const last = await server.call("DELETE", `/auth/passkeys/${passkeyId}`, undefined, bearer(token));
    expect([last.status, last.body.error.code]).toEqual([409, "last-sign-in-method"]);
    const missing = await server.call("DELETE", "/auth/passkeys/999999", undefined, bearer(token));
    expect([missing.status, missing.body.error.code]).toEqual([404, "passkey-not-found"]);

    const second = await fanWithPasskey();
    const removed = await server.call(
      "DELETE",
      `/auth/passkeys/${second.passkeyId}`,
      undefined,
      bearer(second.token),
    );
    expect(removed.status).toBe(204);
    const gone = await server.call(
      "POST",
      "/auth/passkeys/authentication",
      second.authenticator.authenticate(await signInOptions()),
    );
    expect(gone.body.error.code).toBe("unknown-passkey");
  });

  it("is turned off with AUTH_METHODS", async () => {
    await withPasswordOnly(async (off) => {
      const res = await off.call("POST", "/auth/passkeys/authentication-options");
      expect([res.status, res.body.error.code]).toEqual([404, "operation-not-allowed"]);
    });
  });
});
