import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { firstLink } from "./testing/smtp-receiver.ts";
import {
  authTestServerForFile,
  bearer,
  registerFan,
  STRONG_PASSWORD,
  signInWithPassword,
  whoAmI,
} from "./testing/test-server.ts";

const server = authTestServerForFile();

const codeOf = (link: string) => new URL(link).searchParams.get("code") ?? "";

describe("e-mail verification", () => {
  it("sends a link by SMTP that verifies the address once", async () => {
    const user = await registerFan(server);
    const mail = await server.smtp.waitFor(user.email, /Confirm your e-mail/);
    const link = firstLink(mail);
    expect(link).toMatch(/^http:\/\/localhost:3329\/auth\/verify-email\?code=/);
    const verified = await server.call("POST", "/auth/verify-email", { code: codeOf(link) });
    expect(verified.status).toBe(204);
    const me = await whoAmI(server, user.token.access_token);
    expect(me.body.data.email_verified).toBe(true);
    const again = await server.call("POST", "/auth/verify-email", { code: codeOf(link) });
    expect([again.status, again.body.error.code]).toEqual([400, "invalid-action-code"]);
  });
});

describe("e-mail change", () => {
  it("needs the password and changes only when the new address confirms", async () => {
    const user = await registerFan(server);
    const oldLink = firstLink(await server.smtp.waitFor(user.email, /Confirm your e-mail/));
    const mine = bearer(user.token.access_token);
    const noProof = await server.call("POST", "/auth/email", { email: "moved@example.com" }, mine);
    expect(noProof.body.error.code).toBe("requires-recent-login");
    const moved = await server.call(
      "POST",
      "/auth/email",
      { email: "Moved@Example.com", current_password: STRONG_PASSWORD },
      mine,
    );
    expect(moved.status).toBe(204);
    const me = await server.call("GET", "/auth/me", undefined, mine);
    // Nothing changes until the new address confirms; the old one is told.
    expect(me.body.data).toMatchObject({ email: user.email, email_verified: false });
    const notice = await server.smtp.waitFor(user.email, /about to change/);
    expect(notice.text).toContain("moved@example.com");
    const fresh = firstLink(await server.smtp.waitFor("moved@example.com", /Confirm your new e-mail/));
    expect((await server.call("POST", "/auth/verify-email", { code: codeOf(fresh) })).status).toBe(204);
    const after = await server.call("GET", "/auth/me", undefined, mine);
    expect(after.body.data).toMatchObject({ email: "moved@example.com", email_verified: true });
    const again = await server.call("POST", "/auth/verify-email", { code: codeOf(fresh) });
    expect(again.body.error.code).toBe("invalid-action-code");
    // The old address's verification link proves nothing about the new one.
    const stale = await server.call("POST", "/auth/verify-email", { code: codeOf(oldLink) });
    expect(stale.body.error.code).toBe("invalid-action-code");
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const res = await server.call("POST", "/auth/password-reset/send", { email: "ghost@example.com" });
    expect(res.status).toBe(202);
    await expect(server.smtp.waitFor("ghost@example.com", /Reset/, 500)).rejects.toThrow(/no mail/);
  });

  it("resets by the e-mailed code once, signs out every session and accepts the new password", async () => {
    const user = await registerFan(server);
    await server.smtp.waitFor(user.email, /Confirm/);
    expect((await server.call("POST", "/auth/password-reset/send", { email: user.email })).status).toBe(202);
    const code = codeOf(firstLink(await server.smtp.waitFor(user.email, /Reset your/)));

    const weak = await server.call("POST", "/auth/password-reset", { code, password: "short" });
    expect(weak.body.error.code).toBe("weak-password");
    const fresh = "a brand new long passphrase";
    expect((await server.call("POST", "/auth/password-reset", { code, password: fresh })).status).toBe(204);
    const reused = await server.call("POST", "/auth/password-reset", {
      code,
      password: "another long passphrase",
    });
    expect(reused.body.error.code).toBe("invalid-action-code");

    const oldSession = await whoAmI(server, user.token.access_token);
    expect(oldSession.status).toBe(401);
    expect(
      (await server.call("POST", "/auth/refresh-token", { refresh_token: user.token.refresh_token })).status,
    ).toBe(401);
    expect((await signInWithPassword(server, user.email)).status).toBe(401);
    expect((await server.call("POST", "/auth/login", { email: user.email, password: fresh })).status).toBe(
      200,
    );
  });

  it("refuses an expired code", async () => {
    const user = await registerFan(server);
    await server.call("POST", "/auth/password-reset/send", { email: user.email });
    const code = codeOf(firstLink(await server.smtp.waitFor(user.email, /Reset your/)));
    await server.services.database.db.execute(
      // Pretend the hour went by.
      sql`update action_codes set expires_at = now() - interval '1 minute' where purpose = 'reset-password'`,
    );
    const res = await server.call("POST", "/auth/password-reset", {
      code,
      password: "a brand new long passphrase",
    });
    expect(res.body.error.code).toBe("expired-action-code");
  });
});

describe("account", () => {
  it("lists sessions with device and signs one out; a password change needs the current password", async () => {
    const user = await registerFan(server);
    const phone = await signInWithPassword(server, user.email, { "User-Agent": "Phone/1.0" });
    const mine = bearer(user.token.access_token);
    const list = await server.call("GET", "/auth/sessions", undefined, mine);
    const sessions = list.body.data as unknown as Array<{ id: string; device: string; current: boolean }>;
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current);
    expect(other?.device).toBe("Phone/1.0");
    expect((await server.call("DELETE", `/auth/sessions/${other?.id}`, undefined, mine)).status).toBe(204);
    const phoneMe = await whoAmI(server, phone.body.data.token.access_token);
    expect(phoneMe.status).toBe(401);

    const noProof = await server.call(
      "POST",
      "/auth/password",
      { password: "a fresh long passphrase" },
      mine,
    );
    expect([noProof.status, noProof.body.error.code]).toEqual([403, "requires-recent-login"]);
    const badProof = await server.call(
      "POST",
      "/auth/password",
      { current_password: "nope nope nope", password: "a fresh long passphrase" },
      mine,
    );
    expect(badProof.body.error.code).toBe("invalid-credential");
    const changed = await server.call(
      "POST",
      "/auth/password",
      { current_password: STRONG_PASSWORD, password: "a fresh long passphrase" },
      mine,
    );
    expect(changed.status).toBe(204);
    expect((await server.call("GET", "/auth/me", undefined, mine)).status).toBe(200);

    const deleted = await server.call("DELETE", "/auth/me", { password: "a fresh long passphrase" }, mine);
    expect(deleted.status).toBe(204);
    expect(
      (await server.call("POST", "/auth/login", { email: user.email, password: "a fresh long passphrase" }))
        .body.error.code,
    ).toBe("invalid-credential");
  });
});

describe("mails in the fan's language", () => {
  it("writes the reset mail in the language the fan asked in, linking to that language's page", async () => {
    const user = await registerFan(server);
    await server.smtp.waitFor(user.email, /Confirm/);
    const asked = await server.call(
      "POST",
      "/auth/password-reset/send",
      { email: user.email },
      { "Accept-Language": "vi" },
    );
    expect(asked.status).toBe(202);
    const mail = await server.smtp.waitFor(user.email, /Đặt lại mật khẩu/);
    expect(firstLink(mail)).toMatch(/^http:\/\/localhost:3329\/vi\/auth\/reset-password\?code=/);
    expect(mail.text).toContain("Chọn mật khẩu mới");
  });

  it("an account registered in German gets its confirmation in German", async () => {
    const email = `de-${Date.now()}@example.com`;
    const res = await server.call(
      "POST",
      "/auth/register",
      { email, password: STRONG_PASSWORD, display_name: "Jule" },
      { "Accept-Language": "de-DE" },
    );
    expect(res.status).toBe(201);
    const mail = await server.smtp.waitFor(email, /Bestätige deine E-Mail-Adresse/);
    expect(firstLink(mail)).toMatch(/\/de\/auth\/verify-email\?code=/);
  });
});
