import { describe, expect, it } from "vitest";
import {
  authTestServerForFile,
  bearer,
  registerFan,
  signInWithPassword,
  turnOnTwoStep,
} from "./testing/test-server.ts";

const server = authTestServerForFile({
  limits: { failedCodePerAccountMinute: { max: 3, windowSeconds: 60 } },
});

describe("two-step code budget", () => {
  it("limits wrong codes per account across enable, sign-in and disable, with Retry-After", async () => {
    const user = await registerFan(server);
    const { enabled } = await turnOnTwoStep(server, user.token.access_token);
    expect(enabled.status).toBe(200);

    // Each password sign-in brings a fresh pending token; the budget is the account's, not the token's.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const login = await signInWithPassword(server, user.email);
      const guess = await server.call("POST", "/auth/second-factor", {
        pending_token: String(login.body.error.details?.pending_token),
        code: "000000",
      });
      codes.push(guess.status);
      if (guess.status === 429) expect(Number(guess.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(codes).toEqual([401, 401, 401, 429]);

    const disable = await server.call(
      "POST",
      "/auth/two-step/disable",
      { code: "111111" },
      bearer(user.token.access_token),
    );
    expect([disable.status, disable.body.error.code]).toEqual([429, "too-many-requests"]);
  });
});
