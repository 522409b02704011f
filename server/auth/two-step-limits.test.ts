import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthTestServer,
  registerFan,
  STRONG_PASSWORD,
  startAuthTestServer,
} from "./testing/test-server.ts";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer({
    limits: { failedCodePerAccountMinute: { max: 3, windowSeconds: 60 } },
  });
});
afterAll(() => server.close());

describe("two-step code budget", () => {
  it("limits wrong codes per account across enable, sign-in and disable, with Retry-After", async () => {
    const user = await registerFan(server);
    const bearer = { Authorization: `Bearer ${user.token.access_token}` };
    const setup = await server.call("POST", "/auth/two-step/setup", undefined, bearer);
    const totp = new TOTP({ secret: setup.body.data.secret ?? "", digits: 6, period: 30 });
    expect(
      (
        await server.call(
          "POST",
          "/auth/two-step/enable",
          { code: totp.generate(), password: STRONG_PASSWORD },
          bearer,
        )
      ).status,
    ).toBe(200);

    // Each password sign-in brings a fresh pending token; the budget is the account's, not the token's.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const login = await server.call("POST", "/auth/login", {
        email: user.email,
        password: STRONG_PASSWORD,
      });
      const guess = await server.call("POST", "/auth/second-factor", {
        pending_token: String(login.body.error.details?.pending_token),
        code: "000000",
      });
      codes.push(guess.status);
      if (guess.status === 429) expect(Number(guess.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(codes).toEqual([401, 401, 401, 429]);

    const disable = await server.call("POST", "/auth/two-step/disable", { code: "111111" }, bearer);
    expect([disable.status, disable.body.error.code]).toEqual([429, "too-many-requests"]);
  });
});
