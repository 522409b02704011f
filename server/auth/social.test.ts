import { describe, expect, it } from "vitest";
import { socialSignInForFile } from "./testing/oidc-flow.ts";
import { whoAmI } from "./testing/test-server.ts";

const { server, throughProvider, socialSignIn } = socialSignInForFile();

describe("social sign-in (OpenID Connect)", () => {
  it("creates a verified account on first sign-in and lands where the visitor wanted", async () => {
    const result = await socialSignIn("newfan@example.com");
    expect(result.authorize.searchParams.get("code_challenge_method")).toBe("S256");
    // Unguessable values of their own, so neither a forged callback nor a replayed token passes.
    const state = result.authorize.searchParams.get("state");
    const nonce = result.authorize.searchParams.get("nonce");
    expect(state).toMatch(/^[\w-]{22,}$/);
    expect(nonce).toMatch(/^[\w-]{22,}$/);
    expect(nonce).not.toBe(state);
    expect([result.status, result.location]).toEqual([302, "/account"]);
    const access = result.cookies.get("__Host-goalline_access");
    expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await whoAmI(server, access);
    expect(me.body.data).toMatchObject({
      email: "newfan@example.com",
      email_verified: true,
      has_password: false,
    });
  });

  it("links to an existing account only when the provider vouches for the address", async () => {
    const registered = await server.call("POST", "/auth/register", {
      email: "linked@example.com",
      password: "correct horse battery staple",
      display_name: "Linked",
    });
    await server.call("POST", "/auth/register", {
      email: "unverified-twin@example.com",
      password: "correct horse battery staple",
      display_name: "Twin",
    });
    const twin = await socialSignIn("unverified-twin@example.com");
    expect(twin.location).toBe("/login?error=account-exists-with-different-credential&redirectTo=%2Faccount");

    const linked = await socialSignIn("linked@example.com");
    expect(linked.location).toBe("/account");
    const me = await whoAmI(server, linked.cookies.get("__Host-goalline_access"));
    expect(me.body.data.id).toBe(registered.body.data.id);
  });

  it("refuses a callback whose state is not bound to this browser", async () => {
    const start = await fetch(`${server.url}/api/auth/oidc/start`, { redirect: "manual" });
    const callback = new URL(
      await throughProvider(start.headers.get("Location") ?? "", "victim@example.com"),
    );
    const forged = await fetch(`${server.url}${callback.pathname}${callback.search}`, { redirect: "manual" });
    expect(forged.headers.get("Location")).toBe("/login?error=social-sign-in-failed");
    expect(forged.headers.getSetCookie().some((line) => line.startsWith("__Host-goalline_access="))).toBe(
      false,
    );
  });
});
