import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, TEST_CLIENT } from "./testing/oidc-provider.ts";
import { type AuthTestServer, startAuthTestServer } from "./testing/test-server.ts";

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let server: AuthTestServer;
const siteUrl = "http://localhost:3329";

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${siteUrl}/api/auth/oidc/callback`] });
  server = await startAuthTestServer({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

type Jar = Map<string, string>;
const remember = (jar: Jar, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair?.indexOf("=") ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** Walks the provider's own login and consent screens like a browser would, up to our callback. */
async function throughProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar: Jar = new Map();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(siteUrl)) return url;
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      headers: {
        Cookie: cookieHeader(jar),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form,
      redirect: "manual",
    });
    remember(jar, response);
    form = undefined;
    const location = response.headers.get("Location");
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"[^>]*method="post"/)?.[1];
    if (!action) throw new Error(`provider page without a form: ${html.slice(0, 200)}`);
    url = new URL(action, url).toString();
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: "login", login, password: "any" })
      : new URLSearchParams({ prompt: "consent" });
  }
  throw new Error("too many hops at the provider");
}

async function socialSignIn(login: string, redirectTo = "/account") {
  const start = await fetch(
    `${server.url}/api/auth/oidc/start?redirectTo=${encodeURIComponent(redirectTo)}`,
    {
      redirect: "manual",
    },
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("Location") ?? "");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const site: Jar = new Map();
  remember(site, start);
  const callback = new URL(await throughProvider(authorize.toString(), login));
  const done = await fetch(`${server.url}${callback.pathname}${callback.search}`, {
    headers: { Cookie: cookieHeader(site) },
    redirect: "manual",
  });
  remember(site, done);
  return { status: done.status, location: done.headers.get("Location") ?? "", cookies: site };
}

describe("social sign-in (OpenID Connect)", () => {
  it("creates a verified account on first sign-in and lands where the visitor wanted", async () => {
    const result = await socialSignIn("newfan@example.com");
    expect([result.status, result.location]).toEqual([302, "/account"]);
    const access = result.cookies.get("__Host-goalline_access");
    expect(access).toBeTruthy();
    const me = await server.call("GET", "/auth/me", undefined, { Authorization: `Bearer ${access}` });
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
    expect(twin.location).toBe("/login?error=account-exists-with-different-credential");

    const linked = await socialSignIn("linked@example.com");
    expect(linked.location).toBe("/account");
    const me = await server.call("GET", "/auth/me", undefined, {
      Authorization: `Bearer ${linked.cookies.get("__Host-goalline_access")}`,
    });
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
