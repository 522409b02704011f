import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { DEFAULT_BODY_LIMIT, MiB } from "./edge.ts";

/** The shared HTTP edge, over real HTTP: what any client sees when it sends something wrong. */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
/** Sends only the head and the first bytes of a body, as a client streaming a huge upload would. */
function rawPost(path: string, headers: Record<string, string>, firstBytes = "{") {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(site.url).port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
    const head = Object.entries({ Host: "localhost", ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST /api${path} HTTP/1.1\r\n${head}\r\n${firstBytes}`);
  });
}

const errorOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;

describe("request bodies", () => {
  it("answers malformed JSON with 400 invalid-json", async () => {
    const response = await post("/auth/login", '{"email": "a@b.c",', { "Content-Type": "application/json" });
    expect(await errorOf(response)).toEqual([400, "invalid-json"]);
  });

  it("answers a JSON route called with another or no content type with 415", async () => {
    const plain = await post("/auth/login", '{"email":"a@b.c"}', { "Content-Type": "text/plain" });
    expect(await errorOf(plain)).toEqual([415, "unsupported-media-type"]);
    const form = await post("/auth/register", "email=a%40b.c", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(await errorOf(form)).toEqual([415, "unsupported-media-type"]);
  });

  it("refuses bodies over 1 MiB with 413, declared or streamed, before looking at credentials", async () => {
    const declared = await rawPost("/auth/password", {
      "Content-Type": "application/json",
      "Content-Length": String(DEFAULT_BODY_LIMIT + 1),
      Authorization: "Bearer not-a-token",
    });
    expect(declared).toMatch(/^HTTP\/1\.1 413/);

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode("y".repeat(64 * 1024));
        for (let i = 0; i < 20; i++) controller.enqueue(piece);
        controller.close();
      },
    });
    const streamed = await post("/auth/login", chunks, { "Content-Type": "application/json" });
    expect(await errorOf(streamed)).toEqual([413, "payload-too-large"]);
  });

  it("lets the import route take larger bodies, but only from the admin token, checked first", async () => {
    const twoMiB = JSON.stringify({ documents: [{ file: "a.json", text: "z".repeat(2 * MiB) }] });
    const anonymous = await post("/admin/import", twoMiB, { "Content-Type": "application/json" });
    expect(await errorOf(anonymous)).toEqual([401, "invalid-admin-token"]);
    // Refused from the declared length alone: none of the 40 MiB is read.
    const tooBig = await rawPost("/admin/import", {
      "Content-Type": "application/json",
      "Content-Length": String(40 * MiB),
      Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}`,
    });
    expect(tooBig).toMatch(/^HTTP\/1\.1 413/);
    expect(tooBig).toContain("payload-too-large");
  });

  it("cuts a request whose body stops arriving", async () => {
    // The same timeout as production's 30 s, shortened so the test does not wait that long.
    const slow = await startTestSite({ database: site.services.database, requestTimeoutMs: 400 });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(slow.url).port), "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(
        "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
    });
    await slow.close();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe("characters no text may hold", () => {
  const json = { "Content-Type": "application/json" };

  it("refuses NUL and lone surrogates in any JSON string or key with 400 invalid-character", async () => {
    for (const body of [
      String.raw`{"email":"a@b.c","password":"bad\u0000password"}`,
      String.raw`{"email":"a@b.c","password":"high \ud800 alone"}`,
      String.raw`{"email":"a@b.c","password":"low \uDC00 alone"}`,
      String.raw`{"email":"a@b.c","password":"swapped \udc00\ud800"}`,
      String.raw`{"email":"a@b.c","pass\u0000word":"x"}`,
      String.raw`{"email":"a@b.c","password":["deep",[{"in":"\u0000"}]]}`,
      '{"email":"a@b.c","password":"raw \u0000 byte"}',
    ]) {
      expect(await errorOf(await post("/auth/login", body, json)), body).toEqual([400, "invalid-character"]);
    }
  });

  it("refuses them before the route runs, even one that needs credentials", async () => {
    const body = String.raw`{"password":"x\u0000y"}`;
    expect(await errorOf(await post("/auth/password", body, json))).toEqual([400, "invalid-character"]);
    const charset = await post("/auth/login", body, { "Content-Type": "application/json; charset=utf-8" });
    expect(await errorOf(charset)).toEqual([400, "invalid-character"]);
  });

  it("lets through whole surrogate pairs and an escaped backslash before u0000", async () => {
    for (const body of [
      String.raw`{"email":"fan@example.com","password":"goal \ud83d\ude00 scored"}`,
      String.raw`{"email":"fan@example.com","password":"not a nul \\u0000 here"}`,
      '{"email":"fan@example.com","password":"goal 😀 scored"}',
    ]) {
      expect(await errorOf(await post("/auth/login", body, json)), body).toEqual([401, "invalid-credential"]);
    }
  });

  it("refuses NUL in a form posted to a page", async () => {
    const form = await fetch(`${site.url}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x%00y",
    });
    expect(await errorOf(form)).toEqual([400, "invalid-character"]);
  });

  it("answers a NUL in a display name with 400, and keeps the name", async () => {
    const signedIn = await site.services.auth.register(
      { email: "nul-name@example.com", password: "correct horse battery staple", displayName: "Kit" },
      { ip: null, device: "test" },
    );
    const headers = { ...json, Authorization: `Bearer ${signedIn.data.token.access_token}` };
    const renamed = await fetch(`${site.url}/api/auth/me`, {
      method: "PATCH",
      headers,
      body: String.raw`{"display_name":"Kit\u0000Man"}`,
    });
    expect(await errorOf(renamed)).toEqual([400, "invalid-character"]);
    const me = await fetch(`${site.url}/api/auth/me`, { headers });
    expect(await me.json()).toMatchObject({ data: { display_name: "Kit" } });
  });
});

describe("hostile parameters", () => {
  it("answers NUL bytes, broken UTF-8 and out-of-range numbers with a 4xx code", async () => {
    for (const path of [
      "/matches/9223372036854775808",
      "/matches/2147483648",
      "/teams/%00",
      "/competitions/%FF",
      "/matches?date=%00",
      "/search?q=%C3%28",
      "/competitions/1/matches?page=99999999999999999999",
    ]) {
      const response = await fetch(`${site.url}/api${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code, path).toMatch(/^[a-z-]+$/);
    }
  });

  it("treats PATCH /auth/me with an empty object as a no-op", async () => {
    const signedIn = await site.services.auth.register(
      { email: "empty-patch@example.com", password: "correct horse battery staple", displayName: "Pat" },
      { ip: null, device: "test" },
    );
    const response = await fetch(`${site.url}/api/auth/me`, {
      method: "PATCH",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${signedIn.data.token.access_token}`,
      },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ data: { display_name: "Pat" } });
  });
});
