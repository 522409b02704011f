import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestServer, startAuthTestServer } from "../../../server/auth/testing/test-server.ts";
import { publicConfig } from "../../../server/config/config.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { sessionMiddleware } from "../../lib/session.server.ts";
import { staffSignInAction } from "./cms-login.server.ts";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

const password = "correct horse battery staple";

/** Posts the staff sign-in form through the root middleware, as React Router would. */
async function postStaffSignIn(email: string) {
  const { services } = server;
  const context = new RouterContextProvider(
    new Map([
      [
        requestScopeContext,
        { services, publicConfig: publicConfig(services.config), nonce: "n", requestId: "r" },
      ],
    ]),
  );
  const request = new Request("http://localhost:3329/cms/login", {
    method: "POST",
    headers: { Origin: "http://localhost:3329", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "/cms" }),
  });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/cms/login" };
  let answer: unknown;
  const response = (await sessionMiddleware(args, async () => {
    try {
      answer = await staffSignInAction(args);
      return new Response("form");
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  })) as Response;
  return { response, answer };
}

describe("staff sign-in", () => {
  it("refuses accounts without a staff role and keeps no session for them", async () => {
    const fan = await server.call("POST", "/auth/register", {
      email: "fan@example.com",
      password,
      display_name: "Fan",
    });
    const { response, answer } = await postStaffSignIn("fan@example.com");
    expect(answer).toMatchObject({
      data: { error: { code: "operation-not-allowed" } },
      init: { status: 403 },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    const sessions = await server.call("GET", "/auth/sessions", undefined, {
      Authorization: `Bearer ${fan.body.data.token.access_token}`,
    });
    expect(sessions.body.data).toHaveLength(1);
  });

  it("signs editors in and lands on the admin home", async () => {
    await server.call("POST", "/auth/register", {
      email: "editor@example.com",
      password,
      display_name: "Ed",
    });
    await server.call(
      "PUT",
      "/auth/roles",
      { email: "editor@example.com", role: "editor" },
      { Authorization: `Bearer ${server.services.config.secrets.adminToken}` },
    );
    const { response } = await postStaffSignIn("editor@example.com");
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/cms"]);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("__Host-goalline_access="))).toBe(
      true,
    );
  });
});
