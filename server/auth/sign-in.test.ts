import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../platform/schema.ts";
import {
  authTestServerForFile,
  freshEmail,
  registerFan,
  STRONG_PASSWORD,
  signInWithPassword,
  whoAmI,
} from "./testing/test-server.ts";

const server = authTestServerForFile({
  limits: { failedSignInPerAccountMinute: { max: 3, windowSeconds: 60 } },
  // Lets the tests speak from several addresses through X-Forwarded-For.
  env: { TRUST_PROXY: "true" },
});

describe("register and sign in", () => {
  it("answers the user in data and the tokens in data.token", async () => {
    const res = await server.call("POST", "/auth/register", {
      email: "  Ada@Example.com ",
      password: STRONG_PASSWORD,
      display_name: "Ada",
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: "ada@example.com",
      display_name: "Ada",
      email_verified: false,
      role: "user",
    });
    expect(res.body.data.token).toMatchObject({ token_type: "Bearer", expires_in: 86400 });
    expect(res.body.data.token.access_token).toMatch(/^ey/);
    expect(res.body.data.token.refresh_token).toMatch(/^ey/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|totp/);

    const login = await signInWithPassword(server, "ada@example.com");
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(res.body.data.id);
    const me = await whoAmI(server, login.body.data.token.access_token);
    expect(me.body.data.email).toBe("ada@example.com");
  });

  it("refuses a taken address, a short, a common and an over-long password, and a bad e-mail", async () => {
    const { email } = await registerFan(server);
    const taken = await server.call("POST", "/auth/register", {
      email,
      password: STRONG_PASSWORD,
      display_name: "X",
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, "email-already-in-use"]);

    const short = await server.call("POST", "/auth/register", {
      email: freshEmail(),
      password: "abc",
      display_name: "X",
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({
      code: "weak-password",
      message: "The password must be 8 characters long or more.",
    });

    const common = await server.call("POST", "/auth/register", {
      email: freshEmail(),
      password: "Password123",
      display_name: "X",
    });
    expect(common.body.error.code).toBe("weak-password");

    const long = await server.call("POST", "/auth/register", {
      email: freshEmail(),
      password: "x".repeat(129),
      display_name: "X",
    });
    expect([long.status, long.body.error.code]).toEqual([400, "invalid-password"]);

    const badEmail = await server.call("POST", "/auth/register", {
      email: "not-an-email",
      password: STRONG_PASSWORD,
      display_name: "X",
    });
    expect([badEmail.status, badEmail.body.error.code]).toEqual([400, "invalid-email"]);
  });

  it("answers 400 naming the field for missing fields, wrong types and malformed JSON, and creates no user", async () => {
    const email = freshEmail();
    const missing = await server.call("POST", "/auth/register", { email, password: STRONG_PASSWORD });
    expect([missing.status, missing.body.error.code]).toEqual([400, "invalid-display-name"]);
    const wrongType = await server.call("POST", "/auth/register", {
      email,
      password: 12345678,
      display_name: "X",
    });
    expect([wrongType.status, wrongType.body.error.code]).toEqual([400, "invalid-password"]);
    const malformed = await server.call("POST", "/auth/login", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).not.toMatch(/at |stack/i);
    const login = await signInWithPassword(server, email);
    expect(login.body.error.code).toBe("invalid-credential");
  });

  it("gives one answer for a wrong password and an unknown address", async () => {
    const { email } = await registerFan(server);
    const wrong = await server.call("POST", "/auth/login", { email, password: "wrong password here" });
    const unknown = await signInWithPassword(server, "nobody@example.com");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual(wrong.body.error);
    expect(wrong.body.error.code).toBe("invalid-credential");
  });

  it("limits failed sign-ins per account with 429 and Retry-After, without locking the owner out", async () => {
    const owner = { "X-Forwarded-For": "203.0.113.7" };
    const attacker = { "X-Forwarded-For": "198.51.100.9" };
    const email = freshEmail("owner");
    await server.call(
      "POST",
      "/auth/register",
      { email, password: STRONG_PASSWORD, display_name: "Owner" },
      owner,
    );
    for (let i = 0; i < 3; i++) {
      const res = await server.call(
        "POST",
        "/auth/login",
        { email, password: "wrong password here" },
        attacker,
      );
      expect(res.body.error.code).toBe("invalid-credential");
    }
    const limited = await signInWithPassword(server, email, attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("too-many-requests");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    const fromNewPlace = await signInWithPassword(server, email, { "X-Forwarded-For": "192.0.2.1" });
    expect(fromNewPlace.status).toBe(429);
    // The owner signs in from an address they used before.
    const fromHome = await signInWithPassword(server, email, owner);
    expect(fromHome.status).toBe(200);
    const other = await registerFan(server);
    const fine = await signInWithPassword(server, other.email, attacker);
    expect(fine.status).toBe(200);
  });

  it("counts parallel guesses before checking them, so the right password past the budget stays out", async () => {
    const email = freshEmail("raced");
    await server.call("POST", "/auth/register", { email, password: STRONG_PASSWORD, display_name: "Raced" });
    // Counts the passwords actually compared with the account's hash.
    const hasher = server.services.auth.context.hasher;
    const compare = hasher.verify;
    let compared = 0;
    hasher.verify = (stored, password) => {
      compared += 1;
      return compare(stored, password);
    };
    try {
      const from = (i: number) => ({ "X-Forwarded-For": `198.51.100.${20 + (i % 4)}` });
      const guesses = Array.from({ length: 40 }, (_, i) =>
        server.call("POST", "/auth/login", { email, password: `wrong guess number ${i}` }, from(i)),
      );
      // The right password goes last, once the budget is taken, while the wrong guesses are still in flight.
      // Forty sign-ins reach the database first, which on a loaded machine takes more than the poll's
      // default second; the wait ends as soon as three are counted.
      await expect
        .poll(() => budgetUsed(`sign-in-account:${email}:60`), { interval: 5, timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
      const right = await signInWithPassword(server, email, from(3));
      const answers = await Promise.all(guesses);
      expect(compared).toBeLessThanOrEqual(3);
      expect(answers.filter((answer) => answer.status === 401).length).toBe(compared);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
      expect([right.status, right.body.error.code]).toEqual([429, "too-many-requests"]);
      expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    } finally {
      hasher.verify = compare;
    }
  });

  it("gives a right password's place in the budget back", async () => {
    const { email } = await registerFan(server);
    const elsewhere = { "X-Forwarded-For": "192.0.2.77" };
    for (let i = 0; i < 5; i++) {
      const login = await signInWithPassword(server, email, elsewhere);
      expect(login.status).toBe(200);
    }
    expect(await budgetUsed(`sign-in-account:${email}:60`)).toBe(0);
  });
});

/** How much of a rate-limit window is taken, as the database holds it. */
async function budgetUsed(key: string): Promise<number> {
  const [window] = await server.services.database.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return window?.hits ?? 0;
}

describe("API description", () => {
  it("documents the sign-in routes and the Bearer scheme", async () => {
    const doc = await server.call("GET", "/openapi.json");
    const text = JSON.stringify(doc.body);
    for (const path of [
      "/auth/login",
      "/auth/register",
      "/auth/refresh-token",
      "/auth/logout",
      "/auth/second-factor",
    ]) {
      expect(text).toContain(`"${path}"`);
    }
    expect(text).toContain('"scheme":"bearer"');
  });
});
