import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { firstLink } from "./testing/smtp-receiver.ts";
import { authTestServerForFile, freshEmail, registerFan, whoAmI } from "./testing/test-server.ts";

const server = authTestServerForFile({
  limits: { emailLinkPerAddress: { max: 3, windowSeconds: 3600 } },
});

const codeOf = (link: string) => new URL(link).searchParams.get("code") ?? "";

/** Asks for a link as a browser would and answers the code mailed plus the browser's binding cookie. */
async function askForLink(
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const sent = await server.call("POST", "/auth/email-link/send", { email, ...extra }, headers);
  expect(sent.status).toBe(202);
  const link = firstLink(await server.smtp.waitFor(email, /Sign in to/));
  const cookie = (sent.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  return { sent, link, code: codeOf(link), cookie };
}

describe("sign-in by e-mail link", () => {
  it("answers unknown and known addresses alike, and a new address gets its account on first use", async () => {
    const known = await registerFan(server);
    const a = await server.call("POST", "/auth/email-link/send", { email: known.email });
    const b = await server.call("POST", "/auth/email-link/send", { email: freshEmail("nobody") });
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(a.headers.get("Set-Cookie")).toMatch(/^goalline_link=|^__Host-goalline_link=/);

    const email = freshEmail("linked");
    const { link, code, cookie } = await askForLink(email);
    expect(link).toMatch(/^http:\/\/localhost:3329\/auth\/email-link\?code=/);
    const signedIn = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ email, email_verified: true, anonymous: false });
    expect(signedIn.body.data.token.token_type).toBe("Bearer");
    const me = await whoAmI(server, signedIn.body.data.token.access_token);
    expect(me.body.data.email).toBe(email);
  });

  it("signs an existing account in once; the same link again is refused", async () => {
    const fan = await registerFan(server);
    const { code, cookie } = await askForLink(fan.email);
    const first = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
    expect([first.status, first.body.data.id]).toEqual([200, fan.id]);
    expect(decodeJwt(first.body.data.token.access_token).amr).toEqual(["email-link"]);
    const again = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
    expect([again.status, again.body.error.code]).toEqual([400, "invalid-action-code"]);
    const made = await server.call("POST", "/auth/email-link", { code: "not-a-code" }, { Cookie: cookie });
    expect(made.body.error.code).toBe("invalid-action-code");
  });

  it("expires after 15 minutes", async () => {
    const { code, cookie } = await askForLink(freshEmail("late"));
    const realNow = server.auth.context.now;
    server.auth.context.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    try {
      const late = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
      expect([late.status, late.body.error.code]).toEqual([400, "expired-action-code"]);
    } finally {
      server.auth.context.now = realNow;
    }
  });

  it("in another browser asks to confirm before signing in", async () => {
    const email = freshEmail("elsewhere");
    const { code } = await askForLink(email);
    const other = await server.call("POST", "/auth/email-link", { code });
    expect([other.status, other.body.error.code]).toEqual([409, "different-browser"]);
    const confirmed = await server.call("POST", "/auth/email-link", { code, confirm_device: true });
    expect([confirmed.status, confirmed.body.data.email]).toEqual([200, email]);
  });

  it("limits sends per address with 429 and Retry-After, and keeps return_to on this site", async () => {
    const email = freshEmail("flood");
    for (let i = 0; i < 3; i++) {
      const ok = await server.call("POST", "/auth/email-link/send", { email, return_to: "//evil.example/x" });
      expect(ok.status).toBe(202);
    }
    const over = await server.call("POST", "/auth/email-link/send", { email: email.toUpperCase() });
    expect([over.status, over.body.error.code]).toEqual([429, "too-many-requests"]);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    const bad = await server.call("POST", "/auth/email-link/send", { email: "not an address" });
    expect([bad.status, bad.body.error.code]).toEqual([400, "invalid-email"]);
  });

  it("takes the account of an address that was registered but never proven, dropping its password", async () => {
    const squatted = await registerFan(server);
    const { code, cookie } = await askForLink(squatted.email);
    const owner = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
    expect(owner.body.data).toMatchObject({ id: squatted.id, email_verified: true, has_password: false });
    const squatter = await whoAmI(server, squatted.token.access_token);
    expect(squatter.status).toBe(401);
  });
});
