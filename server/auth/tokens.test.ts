import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  authTestServerForFile,
  bearer,
  registerFan,
  signInWithPassword,
  whoAmI,
} from "./testing/test-server.ts";

const server = authTestServerForFile({
  limits: { failedSignInPerAccountMinute: { max: 3, windowSeconds: 60 } },
});

describe("tokens", () => {
  it("answers a refresh token presented twice at once with one successor pair", async () => {
    const user = await registerFan(server);
    const first = user.token.refresh_token;
    const [a, b] = await Promise.all([
      server.call("POST", "/auth/refresh-token", { refresh_token: first }),
      server.call("POST", "/auth/refresh-token", { refresh_token: first }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.token).toEqual(a.body.data.token);
    expect(a.body.data.token.refresh_token).not.toBe(first);
    // The session lives on: the successor rotates as usual.
    const next = await server.call("POST", "/auth/refresh-token", {
      refresh_token: a.body.data.token.refresh_token,
    });
    expect(next.status).toBe(200);
  });

  it("rotates the refresh token and revokes the whole family when a spent one comes back later", async () => {
    const user = await registerFan(server);
    const first = user.token.refresh_token;
    const rotated = await server.call("POST", "/auth/refresh-token", { refresh_token: first });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.email).toBe(user.email);
    const second = rotated.body.data.token.refresh_token;
    expect(second).not.toBe(first);
    expect(rotated.headers.get("cache-control")).toBe("no-store");

    // The grace window has passed: the spent token was rotated 11 s ago.
    await server.services.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '11 seconds' where used_at is not null`,
    );
    const reused = await server.call("POST", "/auth/refresh-token", { refresh_token: first });
    expect([reused.status, reused.body.error.code]).toEqual([401, "user-token-expired"]);
    const afterReuse = await server.call("POST", "/auth/refresh-token", { refresh_token: second });
    expect(afterReuse.status).toBe(401);
    const me = await whoAmI(server, rotated.body.data.token.access_token);
    expect(me.status).toBe(401);
  });

  it("refreshes when the access token expired and the refresh token is valid; refuses both expired", async () => {
    const user = await registerFan(server);
    const { signer } = server.auth.context;
    const dayAgo = new Date(Date.now() - 86_401_000);
    const stale = await signer.access({ userId: user.id, sessionId: "x", amr: ["password"] }, dayAgo);
    expect((await whoAmI(server, stale)).status).toBe(401);
    const refreshed = await server.call("POST", "/auth/refresh-token", {
      refresh_token: user.token.refresh_token,
    });
    expect(refreshed.status).toBe(200);

    const expiredRefresh = await signer.refresh(
      { userId: user.id, sessionId: "x", expiresAt: new Date(Date.now() - 1000) },
      dayAgo,
    );
    const both = await server.call("POST", "/auth/refresh-token", { refresh_token: expiredRefresh });
    expect([both.status, both.body.error.code]).toEqual([401, "user-token-expired"]);
  });

  it("logout revokes the session's access and refresh tokens; logout everywhere revokes all", async () => {
    const user = await registerFan(server);
    const other = await signInWithPassword(server, user.email);
    const mine = bearer(user.token.access_token);
    expect((await server.call("POST", "/auth/logout", undefined, mine)).status).toBe(204);
    expect((await server.call("GET", "/auth/me", undefined, mine)).status).toBe(401);
    expect(
      (await server.call("POST", "/auth/refresh-token", { refresh_token: user.token.refresh_token })).status,
    ).toBe(401);
    // Logging out again, or without a token, still succeeds: the client resets either way.
    expect((await server.call("POST", "/auth/logout", undefined, mine)).status).toBe(204);

    const otherBearer = bearer(other.body.data.token.access_token);
    expect((await server.call("GET", "/auth/me", undefined, otherBearer)).status).toBe(200);
    expect((await server.call("POST", "/auth/logout-all", undefined, otherBearer)).status).toBe(204);
    expect((await server.call("GET", "/auth/me", undefined, otherBearer)).status).toBe(401);
  });

  it("refuses a cookie-authenticated change sent from another site", async () => {
    const user = await registerFan(server);
    const cookie = `__Host-goalline_access=${user.token.access_token}`;
    const crossSite = await server.call(
      "PATCH",
      "/auth/me",
      { display_name: "Hacked" },
      {
        Cookie: cookie,
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
    );
    expect([crossSite.status, crossSite.body.error.code]).toEqual([403, "cross-site-request"]);
    const sameSite = await server.call(
      "PATCH",
      "/auth/me",
      { display_name: "Sam Renamed" },
      {
        Cookie: cookie,
        Origin: "http://localhost:3329",
        "Sec-Fetch-Site": "same-origin",
      },
    );
    expect(sameSite.status).toBe(200);
    expect(sameSite.body.data.display_name).toBe("Sam Renamed");
  });
});

describe("disabled accounts", () => {
  it("cannot sign in, and their tokens stop working at once", async () => {
    const user = await registerFan(server);
    await server.auth.setDisabled(user.id, true);
    const login = await signInWithPassword(server, user.email);
    expect([login.status, login.body.error.code]).toEqual([403, "user-disabled"]);
    const me = await whoAmI(server, user.token.access_token);
    expect(me.status).toBe(401);
    const refresh = await server.call("POST", "/auth/refresh-token", {
      refresh_token: user.token.refresh_token,
    });
    expect(refresh.status).toBe(401);
  });
});
