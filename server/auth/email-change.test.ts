import { describe, expect, it } from "vitest";
import {
  authTestServerForFile,
  bearer,
  freshEmail,
  registerFan,
  STRONG_PASSWORD,
  signInWithPassword,
  whoAmI,
} from "./testing/test-server.ts";

const server = authTestServerForFile({
  limits: {
    emailChangePerAccount: { max: 3, windowSeconds: 3600 },
    emailChangePerAddress: { max: 2, windowSeconds: 3600 },
    failedSignInPerAccountMinute: { max: 3, windowSeconds: 60 },
  },
  // Lets a sign-in come from an address the account never used, through X-Forwarded-For.
  env: { TRUST_PROXY: "true" },
});

const changeEmail = (token: string, email: string, current_password = STRONG_PASSWORD) =>
  server.call("POST", "/auth/email", { email, current_password }, bearer(token));

describe("POST /auth/email", () => {
  it("answers a taken address like a free one, tells its owner, and changes nothing", async () => {
    const mover = await registerFan(server);
    const holder = await registerFan(server);
    const free = freshEmail("free");
    const toTaken = await changeEmail(mover.token.access_token, holder.email);
    const toFree = await changeEmail(mover.token.access_token, free);
    expect([toTaken.status, toTaken.body]).toEqual([204, null]);
    expect([toFree.status, toFree.body]).toEqual([204, null]);

    const notice = await server.smtp.waitFor(holder.email, /Someone tried to use your e-mail address/);
    expect(notice.text).toContain("nothing changed");
    expect(notice.text).not.toMatch(/https?:\/\//);
    await server.smtp.waitFor(free, /Confirm your new e-mail/);
    // No link went to the taken address, and neither account moved.
    await expect(server.smtp.waitFor(holder.email, /Confirm your new e-mail/, 300)).rejects.toThrow(
      /no mail/,
    );
    const me = await whoAmI(server, mover.token.access_token);
    const them = await whoAmI(server, holder.token.access_token);
    expect([me.body.data.email, them.body.data.email]).toEqual([mover.email, holder.email]);
  });

  it("limits the changes one account asks for, with 429 and Retry-After", async () => {
    const fan = await registerFan(server);
    for (let i = 0; i < 3; i++) {
      expect((await changeEmail(fan.token.access_token, freshEmail("hop"))).status).toBe(204);
    }
    const over = await changeEmail(fan.token.access_token, freshEmail("hop"));
    expect([over.status, over.body.error.code]).toEqual([429, "too-many-requests"]);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("limits the mails any one address gets, whichever accounts ask", async () => {
    const target = freshEmail("target");
    const askers = [await registerFan(server), await registerFan(server), await registerFan(server)];
    const answers = [];
    for (const asker of askers) answers.push((await changeEmail(asker.token.access_token, target)).status);
    expect(answers).toEqual([204, 204, 429]);
    await server.smtp.waitFor(target, /Confirm your new e-mail/);
    await server.smtp.waitFor(target, /Confirm your new e-mail/);
    await expect(server.smtp.waitFor(target, /Confirm your new e-mail/, 300)).rejects.toThrow(/no mail/);
  });

  it("checks the current password within the account's sign-in budget", async () => {
    const fan = await registerFan(server);
    for (let i = 0; i < 3; i++) {
      const wrong = await changeEmail(fan.token.access_token, freshEmail("guess"), `wrong password ${i}`);
      expect(wrong.body.error.code).toBe("invalid-credential");
    }
    const right = await changeEmail(fan.token.access_token, freshEmail("guess"));
    expect([right.status, right.body.error.code]).toEqual([429, "too-many-requests"]);
    // The same budget as signing in: a guess here costs a guess there.
    const signIn = await signInWithPassword(server, fan.email, { "X-Forwarded-For": "192.0.2.99" });
    expect(signIn.status).toBe(429);
  });

  it("documents the limit and no longer a conflict", async () => {
    const doc = await server.call("GET", "/openapi.json");
    const operation = (
      doc.body as unknown as { paths: Record<string, Record<string, { responses: object }>> }
    ).paths["/auth/email"]?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["204", "429"]));
    expect(operation?.responses).not.toHaveProperty("409");
  });
});
