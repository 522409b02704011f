import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHandler } from "../../../server/app/http-app.ts";
import { startTestSite, type TestSite } from "../../../server/app/testing/test-site.ts";
import { publicConfig } from "../../../server/config/config.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { sessionMiddleware } from "../../lib/session.server.ts";
import { action } from "./login.tsx";

const SITE_URL = "http://localhost:3329";
const password = "correct horse battery staple";

/** The sign-in page's action behind the root middleware, served by the real edge over HTTP. */
const loginPage: PageHandler = async (request, scope) => {
  const { services } = site;
  const context = new RouterContextProvider(
    new Map([[requestScopeContext, { services, publicConfig: publicConfig(services.config), ...scope }]]),
  );
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "/login" };
  return (await sessionMiddleware(args, async () => {
    try {
      await action(args);
      return new Response("form");
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  })) as Response;
};

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({
    env: { SITE_URL, SIMULATOR: "off", DATA_DIR: "/tmp/goalline-login-redirect-tests" },
    app: { pages: loginPage },
  });
  await site.services.auth.register(
    { email: "keeper@example.com", password, displayName: "Keeper" },
    { ip: null, device: "test" },
  );
});
afterAll(() => site.close());

describe("POST /login", () => {
  it("sends a signed-in visitor only to paths on this site, whatever redirectTo says", async () => {
    for (const [redirectTo, expected] of [
      ["/match/12?tab=h2h", "/match/12?tab=h2h"],
      ["/.//evil.example/steal", "/"],
      ["/..//evil.example/steal", "/"],
      ["//evil.example", "/"],
      ["/\\evil.example", "/"],
      ["/%2f%2fevil.example", "/"],
      ["HtTpS://evil.example", "/"],
    ] as const) {
      const response = await fetch(`${site.url}/login`, {
        method: "POST",
        headers: { Origin: SITE_URL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "keeper@example.com", password, redirectTo }),
        redirect: "manual",
      });
      expect(response.status, redirectTo).toBe(302);
      const location = response.headers.get("Location") ?? "";
      expect(location, redirectTo).toBe(expected);
      // As the browser resolves it against the page that posted the form.
      expect(new URL(location, `${SITE_URL}/login`).origin, redirectTo).toBe(SITE_URL);
    }
  });
});
