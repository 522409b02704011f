import { expect } from "vitest";
import { fileFixture } from "../../testing/file-fixture.ts";
import { startOidcProvider, TEST_CLIENT } from "./oidc-provider.ts";
import { type AuthTestServer, STRONG_PASSWORD, startAuthTestServer } from "./test-server.ts";

/** A browser's cookies for one site, as name -> value. */
export type Jar = Map<string, string>;

export const remember = (jar: Jar, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair?.indexOf("=") ?? -1;
    if (pair && at > 0) {
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }
};
export const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** The cookie holding a browser's access token. */
export const ACCESS_COOKIE = "__Host-goalline_access";

/** Signs in with the password in the browser holding `site`'s cookies; keeps the new session there. */
export async function passwordSignIn(server: AuthTestServer, email: string, site: Jar) {
  const response = await server.call(
    "POST",
    "/auth/login",
    { email, password: STRONG_PASSWORD },
    { Cookie: cookieHeader(site) },
  );
  if (response.status === 200) site.set(ACCESS_COOKIE, response.body.data.token.access_token);
  return response;
}

/**
 * Social sign-in as a browser does it against the test server: our start, the provider's own
 * login and consent screens (any login name works; see oidc-provider.ts), our callback.
 */
export function socialFlow(serverOf: () => Pick<AuthTestServer, "url">, siteUrl: string) {
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

  /** Signs in (or with `link`, links) as `login` at the provider, in the browser whose cookies `site` holds. */
  async function socialSignIn(
    login: string,
    options: { redirectTo?: string; site?: Jar; link?: boolean } = {},
  ) {
    const site = options.site ?? new Map();
    const query = new URLSearchParams({ redirectTo: options.redirectTo ?? "/account" });
    if (options.link) query.set("link", "1");
    const server = serverOf();
    const start = await fetch(`${server.url}/api/auth/oidc/start?${query}`, {
      headers: { Cookie: cookieHeader(site) },
      redirect: "manual",
    });
    expect(start.status).toBe(302);
    remember(site, start);
    const authorize = new URL(start.headers.get("Location") ?? "", server.url);
    if (authorize.origin === new URL(server.url).origin) {
      return {
        status: start.status,
        location: start.headers.get("Location") ?? "",
        cookies: site,
        authorize,
      };
    }
    const callback = new URL(await throughProvider(authorize.toString(), login));
    const done = await fetch(`${server.url}${callback.pathname}${callback.search}`, {
      headers: { Cookie: cookieHeader(site) },
      redirect: "manual",
    });
    remember(site, done);
    return { status: done.status, location: done.headers.get("Location") ?? "", cookies: site, authorize };
  }

  return { throughProvider, socialSignIn };
}

/** startAuthTestServer's site: where the provider sends the browser back to. */
const SITE_URL = "http://localhost:3329";

/**
 * This test file's auth test server, signing in through a test OpenID provider of its own: both start
 * before the file's tests and close after them. Answers the server and the social flow through them.
 */
export function socialSignInForFile() {
  let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  const server = fileFixture(
    async () => {
      provider = await startOidcProvider({ redirectUris: [`${SITE_URL}/api/auth/oidc/callback`] });
      return startAuthTestServer({
        env: {
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: TEST_CLIENT.id,
          OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        },
      });
    },
    async (started) => {
      await started.close();
      await provider?.close();
    },
  );
  return { server, ...socialFlow(() => server, SITE_URL) };
}
