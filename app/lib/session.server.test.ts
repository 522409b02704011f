import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestServer, startAuthTestServer } from "../../server/auth/testing/test-server.ts";
import { SESSION_EXPIRED_MESSAGE, sessionMiddleware, sessionNoticeContext } from "./session.server.ts";
import { pageContext } from "./testing/page-context.server.ts";
import { viewerContext } from "./viewer.ts";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

const site = "http://localhost:3329";

/** Runs the root middleware for one request, as React Router would, with a page that answers 200. */
async function visit(cookies: Record<string, string>, init: RequestInit = {}) {
  const { services } = server;
  const context = pageContext(services, "127.0.0.1");
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const request = new Request(`${site}/account`, { ...init, headers: { Cookie: cookie, ...init.headers } });
  const args: Parameters<typeof sessionMiddleware>[0] = {
    request,
    context,
    params: {},
    url: new URL(request.url),
    pattern: "/account",
  };
  const response = (await sessionMiddleware(args, async () => new Response("page"))) as Response;
  return { response, viewer: context.get(viewerContext), notice: context.get(sessionNoticeContext) };
}

async function signedUp(email: string) {
  const res = await server.call("POST", "/auth/register", {
    email,
    password: "correct horse battery staple",
    display_name: "Cookie Fan",
  });
  return res.body.data;
}

const dayAgo = () => new Date(Date.now() - 86_401_000);

describe("session middleware", () => {
  it("knows the user from a valid access cookie and sets nothing", async () => {
    const user = await signedUp("cookie1@example.com");
    const { viewer, response } = await visit({ "__Host-goalline_access": user.token.access_token });
    expect(viewer).toMatchObject({ id: user.id, email: "cookie1@example.com", displayName: "Cookie Fan" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refreshes an expired access token with the refresh cookie and stores the new pair", async () => {
    const user = await signedUp("cookie2@example.com");
    const stale = await server.auth.context.signer.access(
      { userId: user.id, sessionId: "gone", amr: ["password"] },
      dayAgo(),
    );
    const { viewer, response } = await visit({
      "__Host-goalline_access": stale,
      "__Host-goalline_refresh": user.token.refresh_token,
    });
    expect(viewer?.id).toBe(user.id);
    const set = response.headers.getSetCookie();
    expect(set.find((c) => c.startsWith("__Host-goalline_access="))).toMatch(
      /HttpOnly; SameSite=Lax; Secure/,
    );
    expect(set.find((c) => c.startsWith("__Host-goalline_refresh="))).not.toContain(user.token.refresh_token);
  });

  it("signs out with the spec's message when both tokens expired", async () => {
    const { signer } = server.auth.context;
    const stale = await signer.access({ userId: 1, sessionId: "gone", amr: ["password"] }, dayAgo());
    const staleRefresh = await signer.refresh(
      { userId: 1, sessionId: "gone", expiresAt: new Date(Date.now() - 1000) },
      dayAgo(),
    );
    const { viewer, notice, response } = await visit({
      "__Host-goalline_access": stale,
      "__Host-goalline_refresh": staleRefresh,
    });
    expect(viewer).toBeNull();
    expect(notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(response.headers.getSetCookie().every((c) => c.includes("Max-Age=0"))).toBe(true);
  });

  it("refuses a form post carrying the session cookie from another site", async () => {
    const user = await signedUp("cookie3@example.com");
    const attempt = visit(
      { "__Host-goalline_access": user.token.access_token },
      { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } },
    );
    await expect(attempt).rejects.toMatchObject({ init: { status: 403 } });
  });
});
