import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { TOTP } from "otpauth";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { callerOf } from "../http/caller.ts";
import { QR_QUIET_ZONE, qrCodeSvg } from "../platform/qr-code.ts";
import { users } from "./schema.ts";
import {
  authTestServerForFile,
  bearer,
  beginTwoStep,
  enableTwoStep,
  registerFan,
  signInWithPassword,
  turnOnTwoStep,
} from "./testing/test-server.ts";

const server = authTestServerForFile();

describe("two-step verification", () => {
  it("shows the secret as a QR code on a white panel with a quiet zone of four modules", async () => {
    const user = await registerFan(server);
    const { setup } = await beginTwoStep(server, user.token.access_token);
    const { qr_svg: svg = "", otpauth_url: url = "" } = setup.body.data;
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    const modules = QRCode.create(url).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${modules + 2 * QR_QUIET_ZONE} ${modules + 2 * QR_QUIET_ZONE}"`);
    // The same drawing as the bank transfer's, whose layout qr-code.test.ts measures.
    expect(svg).toBe(await qrCodeSvg(url));
  });

  it("shows a setup begun again until a right code turns it on, and none after", async () => {
    const user = await registerFan(server);
    const token = user.token.access_token;
    const row = async () =>
      (await server.services.database.db.select().from(users).where(eq(users.email, user.email)))[0]!;
    expect(await server.auth.pendingTwoStepSetup(await row())).toBeNull();

    const { setup } = await beginTwoStep(server, token);
    const wrong = await enableTwoStep(server, token, "000000");
    expect(wrong.body.error.code).toBe("invalid-verification-code");
    // After a wrong code (or a reload) the account page shows the same key and QR code, not a new one.
    const pending = await server.auth.pendingTwoStepSetup(await row());
    expect(pending).toEqual({
      secret: setup.body.data.secret,
      otpauth_url: setup.body.data.otpauth_url,
      qr_svg: setup.body.data.qr_svg,
    });

    const totp = new TOTP({ secret: pending!.secret, digits: 6, period: 30 });
    const enabled = await enableTwoStep(server, token, totp.generate());
    expect(enabled.status).toBe(200);
    expect(await server.auth.pendingTwoStepSetup(await row())).toBeNull();
  });

  it("asks for a code after the password, accepts a TOTP code once and a recovery code once", async () => {
    const user = await registerFan(server);
    const token = user.token.access_token;
    const { setup, totp } = await beginTwoStep(server, token);
    expect(setup.body.data.qr_svg).toMatch(/^<svg/);
    const wrong = await enableTwoStep(server, token, "000000");
    expect(wrong.body.error.code).toBe("invalid-verification-code");
    const code = totp.generate();
    const enabled = await enableTwoStep(server, token, code);
    const recovery = enabled.body.data.recovery_codes ?? [];
    expect(recovery).toHaveLength(10);

    const first = await signInWithPassword(server, user.email);
    expect([first.status, first.body.error.code]).toEqual([401, "multi-factor-auth-required"]);
    const pending = String(first.body.error.details?.pending_token);
    // The code used to turn it on was spent: it cannot be replayed, and the fan is told to wait for
    // the next one rather than that it is wrong. The very same code, not a fresh one, which a
    // 30-second step boundary passing mid-test would make a valid new code.
    const replay = await server.call("POST", "/auth/second-factor", { pending_token: pending, code });
    expect([replay.status, replay.body.error.code, replay.body.error.message]).toEqual([
      401,
      "code-already-used",
      "That code was already used. Wait for the next code in your authenticator app and enter it.",
    ]);
    const viaRecovery = await server.call("POST", "/auth/second-factor", {
      pending_token: pending,
      code: recovery[0],
    });
    expect(viaRecovery.status).toBe(200);
    expect(viaRecovery.body.data.two_factor_enabled).toBe(true);
    // The session says both steps opened it.
    expect(decodeJwt(viaRecovery.body.data.token.access_token).amr).toEqual(["password", "otp"]);
    const spentPending = await server.call("POST", "/auth/second-factor", {
      pending_token: pending,
      code: recovery[1],
    });
    expect(spentPending.body.error.code).toBe("expired-action-code");

    const second = await signInWithPassword(server, user.email);
    const again = await server.call("POST", "/auth/second-factor", {
      pending_token: String(second.body.error.details?.pending_token),
      code: recovery[0],
    });
    expect(again.body.error.code).toBe("invalid-verification-code");
  });
});

describe("staff security events in the audit log", () => {
  it("records each staff sign-in with its method and two-step turned on and off; a fan's stay their own", async () => {
    const fan = await registerFan(server);
    const editor = await registerFan(server);
    const adminToken = bearer(server.services.config.secrets.adminToken);
    await server.call("PUT", "/auth/roles", { email: editor.email, role: "editor" }, adminToken);
    const entries = async (action: string, actor: number) =>
      (await server.call("GET", `/cms/audit?action=${action}&actor=${actor}`, undefined, adminToken)).body
        .data as unknown as Array<{ after: { method?: string } | null }>;

    for (const who of [fan, editor]) {
      const signedIn = await signInWithPassword(server, who.email);
      expect(signedIn.status).toBe(200);
    }
    expect(await entries("auth.sign-in", fan.id)).toEqual([]);
    const signIns = await entries("auth.sign-in", editor.id);
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ after: { method: "password" } });

    const { totp, enabled } = await turnOnTwoStep(server, editor.token.access_token);
    expect(enabled.status).toBe(200);
    expect(await entries("auth.two-step.enable", editor.id)).toHaveLength(1);
    const off = await server.call(
      "POST",
      "/auth/two-step/disable",
      { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      bearer(editor.token.access_token),
    );
    expect(off.status).toBe(204);
    expect(await entries("auth.two-step.disable", editor.id)).toHaveLength(1);
  });
});

describe("staff roles", () => {
  it("grants roles with the admin token or as an admin, never as a plain user, and reports staff", async () => {
    const fan = await registerFan(server);
    const boss = await registerFan(server);
    const asFan = bearer(fan.token.access_token);
    const refused = await server.call("PUT", "/auth/roles", { email: fan.email, role: "admin" }, asFan);
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden-role"]);

    const adminToken = bearer(server.services.config.secrets.adminToken);
    const granted = await server.call("PUT", "/auth/roles", { email: boss.email, role: "admin" }, adminToken);
    expect(granted.body.data).toMatchObject({ role: "admin" });
    expect(granted.body.data.scopes).toContain("users:manage");

    const asBoss = bearer(boss.token.access_token);
    // A password alone does not make an admin's changes: two-step sign-in first, as in the admin area.
    const unenrolled = await server.call("PUT", "/auth/roles", { email: fan.email, role: "admin" }, asBoss);
    expect([unenrolled.status, unenrolled.body.error.code]).toEqual([403, "two-step-required"]);
    const { totp } = await beginTwoStep(server, boss.token.access_token);
    // Enrolling asks for the password again: a session taken on its own cannot choose the factor.
    const noPassword = await server.call("POST", "/auth/two-step/enable", { code: totp.generate() }, asBoss);
    expect([noPassword.status, noPassword.body.error.code]).toEqual([403, "requires-recent-login"]);
    const wrongPassword = await enableTwoStep(
      server,
      boss.token.access_token,
      totp.generate(),
      "not the password at all",
    );
    expect([wrongPassword.status, wrongPassword.body.error.code]).toEqual([401, "invalid-credential"]);
    const enabled = await enableTwoStep(server, boss.token.access_token, totp.generate());
    // Enrolling from a password-only session does not make it an admin's: a password taken before
    // enrolment must not become staff powers by enrolling. The same session stays refused.
    const enrolledOnly = await server.call("PUT", "/auth/roles", { email: fan.email, role: "admin" }, asBoss);
    expect([enrolledOnly.status, enrolledOnly.body.error.code]).toEqual([403, "two-step-required"]);
    // Signed in again with the second factor (a recovery code: the app's code was just used), it acts.
    const first = await signInWithPassword(server, boss.email);
    expect(first.body.error.code).toBe("multi-factor-auth-required");
    const second = await server.call("POST", "/auth/second-factor", {
      pending_token: first.body.error.details?.pending_token,
      code: enabled.body.data.recovery_codes?.[0],
    });
    expect(second.status).toBe(200);
    const asBossWithCode = bearer(second.body.data.token.access_token);
    const editor = await server.call(
      "PUT",
      "/auth/roles",
      { email: fan.email, role: "editor" },
      asBossWithCode,
    );
    expect(editor.body.data).toMatchObject({ role: "editor" });
    expect(editor.body.data.scopes).toEqual(expect.arrayContaining(["cms", "content:write"]));
    const missing = await server.call(
      "PUT",
      "/auth/roles",
      { email: "ghost@example.com", role: "editor" },
      asBossWithCode,
    );
    expect(missing.body.error.code).toBe("user-not-found");

    const staff = await callerOf(new Request("http://localhost/api/x", { headers: asFan }), server.services);
    expect(staff).toMatchObject({ kind: "account", id: String(fan.id), role: "editor" });
    expect(staff.scopes).toContain("content:write");
    const crossSite = callerOf(
      new Request("http://localhost/api/x", {
        method: "POST",
        headers: {
          Cookie: `__Host-goalline_access=${fan.token.access_token}`,
          "Sec-Fetch-Site": "cross-site",
        },
      }),
      server.services,
    );
    await expect(crossSite).rejects.toMatchObject({ code: "cross-site-request" });
  });
});
