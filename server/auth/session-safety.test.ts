import { describe, expect, it } from "vitest";
import { PASSWORD_MAX } from "./passwords.ts";
import { authTestServerForFile, bearer, registerFan, whoAmI } from "./testing/test-server.ts";

const server = authTestServerForFile();

describe("sessions and passwords", () => {
  it("refuses a sign-out posted from another site with the visitor's cookie", async () => {
    const fan = await registerFan(server);
    const cookie = { Cookie: `__Host-goalline_access=${fan.token.access_token}` };
    const forged = await server.call("POST", "/auth/logout", undefined, {
      ...cookie,
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
    });
    expect([forged.status, forged.body.error.code]).toEqual([403, "cross-site-request"]);
    const me = await whoAmI(server, fan.token.access_token);
    expect(me.status).toBe(200);

    const own = await server.call("POST", "/auth/logout", undefined, {
      ...cookie,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(own.status).toBe(204);
  });

  it("applies one maximum password length to sign-in, registration and password changes", async () => {
    const fan = await registerFan(server);
    const tooLong = "p".repeat(PASSWORD_MAX + 1);
    const signIn = await server.call("POST", "/auth/login", { email: fan.email, password: tooLong });
    expect([signIn.status, signIn.body.error.code]).toEqual([400, "invalid-password"]);
    const change = await server.call(
      "POST",
      "/auth/password",
      { current_password: tooLong, password: "another long passphrase" },
      bearer(fan.token.access_token),
    );
    expect([change.status, change.body.error.code]).toEqual([400, "invalid-password"]);
    // Characters, not UTF-16 units: 128 different emoji are a valid length.
    const emoji = Array.from({ length: PASSWORD_MAX }, (_, i) => String.fromCodePoint(0x1f300 + i)).join("");
    const register = await server.call("POST", "/auth/register", {
      email: "emoji-pass@example.com",
      password: emoji,
      display_name: "Kick",
    });
    expect([register.status, register.body.error?.code]).toEqual([201, undefined]);
  });

  it("marks every answer that carries tokens or account data as not to be stored", async () => {
    const fan = await registerFan(server);
    const me = await whoAmI(server, fan.token.access_token);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const failed = await server.call("POST", "/auth/login", {
      email: fan.email,
      password: "wrong password here",
    });
    expect(failed.headers.get("cache-control")).toBe("no-store");
  });
});
