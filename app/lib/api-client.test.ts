import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestServer, startAuthTestServer } from "../../server/auth/testing/test-server.ts";
import {
  ApiError,
  createApiClient,
  hasScope,
  memoryStore,
  SESSION_EXPIRED,
  SessionExpiredError,
  toErrorCode,
} from "./api-client.ts";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

const password = "correct horse battery staple";
const clientFor = () => createApiClient({ baseUrl: `${server.url}/api` });
const dayAgo = () => new Date(Date.now() - 86_401_000);

describe("site API client", () => {
  it("signs in, keeps the user from data and sends the Bearer token", async () => {
    const client = clientFor();
    const user = await client.register("client1@example.com", password, "Client One");
    expect(user).toMatchObject({ email: "client1@example.com", display_name: "Client One" });
    expect(client.session?.accessToken).toMatch(/^ey/);
    const me = await client.request<{ data: { email: string } }>("GET", "/auth/me");
    expect(me.data.email).toBe("client1@example.com");
    expect(hasScope(user, "profile")).toBe(true);
    expect(hasScope(user, "cms")).toBe(false);
  });

  it("refreshes when the access token expired and the refresh token is valid", async () => {
    const client = clientFor();
    const user = await client.login("client1@example.com", password);
    const session = client.session!;
    const stale = await server.auth.context.signer.access({ userId: user.id, sessionId: "gone" }, dayAgo());
    const store = memoryStore({ ...session, accessToken: stale });
    const resumed = createApiClient({ baseUrl: `${server.url}/api`, store });
    const me = await resumed.request<{ data: { id: number } }>("GET", "/auth/me");
    expect(me.data.id).toBe(user.id);
    expect(store.load()?.refreshToken).not.toBe(session.refreshToken);
  });

  it("aborts with the spec's message and resets the session when both tokens expired", async () => {
    const { signer } = server.auth.context;
    const stale = await signer.access({ userId: 1, sessionId: "gone" }, dayAgo());
    const staleRefresh = await signer.refresh(
      { userId: 1, sessionId: "gone", expiresAt: new Date(Date.now() - 1000) },
      dayAgo(),
    );
    const user = {
      id: 1,
      email: "gone@example.com",
      email_verified: true,
      display_name: "Gone",
      avatar_url: null,
      role: "user",
      scopes: ["profile"],
      two_factor_enabled: false,
    };
    const store = memoryStore({ user, accessToken: stale, refreshToken: staleRefresh });
    const client = createApiClient({ baseUrl: `${server.url}/api`, store });
    const failure = client.request("GET", "/auth/me");
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(failure).rejects.toThrow(SESSION_EXPIRED);
    expect(store.load()).toBeNull();
  });

  it("raises the spec's message when a sign-in answer has no data", async () => {
    const client = createApiClient({
      baseUrl: "http://api.invalid",
      fetch: async () => new Response(JSON.stringify({ user: {} }), { status: 200 }),
    });
    await expect(client.login("a@example.com", password)).rejects.toThrow(
      "User Data response does not contain field data",
    );
  });

  it("keeps server codes and turns unknown server strings into hyphenated codes", async () => {
    const client = clientFor();
    const wrong = await client.login("client1@example.com", "not the password").catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).code).toBe("invalid-credential");

    const odd = createApiClient({
      baseUrl: "http://api.invalid",
      fetch: async () => new Response("Quota Exceeded", { status: 503 }),
    });
    const error = (await odd.request("GET", "/anything").catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe("quota-exceeded");
    expect(toErrorCode("TOKEN_EXPIRED")).toBe("token-expired");
    expect(toErrorCode("userDisabled")).toBe("user-disabled");
  });

  it("resets the session on logout even when the call fails", async () => {
    const client = clientFor();
    await client.login("client1@example.com", password);
    const token = client.session!.accessToken;
    await client.logout();
    expect(client.session).toBeNull();
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    const offline = createApiClient({
      baseUrl: "http://api.invalid",
      store: memoryStore(client.session),
      fetch: async () => {
        throw new TypeError("network down");
      },
    });
    await expect(offline.logout()).resolves.toBeUndefined();
  });
});
