import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { firstLink } from "./testing/smtp-receiver.ts";
import { makeStaff } from "./testing/staff.ts";
import {
  authTestServerForFile,
  bearer,
  freshEmail,
  registerFan,
  STRONG_PASSWORD,
  signInWithPassword,
  whoAmI,
} from "./testing/test-server.ts";

// The mails go to a real SMTP receiver on loopback; the links in them are followed through the API.
const server = authTestServerForFile();
let admin: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  admin = await staffMember("admin", "Alex Admin");
});

/** A signed-in account with a role and two-step on, as the staff rule asks of admins. */
async function staffMember(role: string, name: string) {
  const fan = await registerFan(server, freshEmail(role), name);
  await makeStaff(server.services.database.db, { id: fan.id }, role);
  return { id: fan.id as number, headers: bearer(fan.token.access_token) };
}

const automation = bearer(testSecrets.ADMIN_TOKEN);

async function invite(email: string, role: string, headers = admin.headers) {
  return server.call("POST", "/cms/staff/invites", { email, role }, headers);
}

/** Invites an address and answers the token from the link mailed to it. */
async function invited(email: string, role: string) {
  const sent = await invite(email, role);
  expect(sent.status).toBe(201);
  const mail = await server.smtp.waitFor(email, /invited to the Goalline staff/);
  const link = firstLink(mail);
  expect(link).toMatch(/^http:\/\/localhost:3329\/invite\/[\w-]+$/);
  return {
    id: (sent.body.data as unknown as { id: number }).id,
    token: link.split("/invite/")[1] ?? "",
    mail,
  };
}

const accept = (token: string, body: Record<string, unknown>) =>
  server.call("POST", `/auth/invites/${token}/accept`, body);

const codeOf = (answer: { status: number; body: { error?: { code: string } } }) => [
  answer.status,
  answer.body.error?.code,
];

async function trail(action: string) {
  const answer = await server.call("GET", `/cms/audit?action=${action}&limit=500`, undefined, automation);
  return (answer.body as unknown as { data: Array<{ actorId: string; targetId: string; after: unknown }> })
    .data;
}

describe("inviting staff by e-mail", () => {
  it("writes the invitation in the language its sender works in, linking to that language's page", async () => {
    const email = freshEmail("vi-editor");
    const sent = await invite(email, "editor", { ...admin.headers, "Accept-Language": "vi" });
    expect(sent.status).toBe(201);
    const mail = await server.smtp.waitFor(email, /Bạn được mời tham gia đội ngũ Goalline/);
    expect(mail.text).toContain("với vai trò Biên tập viên");
    expect(firstLink(mail)).toMatch(/^http:\/\/localhost:3329\/vi\/invite\/[\w-]+$/);
  });

  it("mails a link that makes the account with the role, its address confirmed, once", async () => {
    const email = freshEmail("new-editor");
    const { id, token, mail } = await invited(email, "editor");
    expect(mail.text).toContain("Alex Admin invited you to join the Goalline staff, with the role Editor.");
    expect(mail.text).toContain("expires in 7 days");

    const preview = await server.call("GET", `/auth/invites/${token}`);
    expect(preview).toMatchObject({
      status: 200,
      body: { data: { email, role: "editor", invited_by: "Alex Admin" } },
    });

    // A weak password is refused and the invitation stays usable.
    expect(codeOf(await accept(token, { display_name: "Eve Editor", password: "short" }))).toEqual([
      400,
      "weak-password",
    ]);
    expect(codeOf(await accept(token, { display_name: "  ", password: STRONG_PASSWORD }))).toEqual([
      400,
      "invalid-display-name",
    ]);
    const joined = await accept(token, { display_name: "Eve Editor", password: STRONG_PASSWORD });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({
      email,
      role: "editor",
      email_verified: true,
      display_name: "Eve Editor",
    });
    const me = await whoAmI(server, joined.body.data.token.access_token);
    expect(me.body.data.scopes).toContain("content:write");

    // Spent: the link answers as a used one, and the password signs in from now on.
    expect(codeOf(await accept(token, { display_name: "Again", password: STRONG_PASSWORD }))).toEqual([
      404,
      "invite-not-found",
    ]);
    expect(codeOf(await server.call("GET", `/auth/invites/${token}`))).toEqual([404, "invite-not-found"]);
    expect((await signInWithPassword(server, email)).status).toBe(200);

    const list = await server.call("GET", "/cms/staff/invites", undefined, admin.headers);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          email,
          state: "accepted",
          user_id: joined.body.data.id,
          invited_by: { id: admin.id, name: "Alex Admin" },
        }),
      ]),
    );
    // The audit log has who invited whom, the acceptance by the new account, and its first sign-in.
    expect(await trail("staff.invite")).toContainEqual(
      expect.objectContaining({ actorId: String(admin.id), targetId: String(id) }),
    );
    expect(await trail("staff.invite.accept")).toContainEqual(
      expect.objectContaining({ actorId: String(joined.body.data.id), targetId: String(id) }),
    );
    expect(await trail("auth.sign-in")).toContainEqual(
      expect.objectContaining({ actorId: String(joined.body.data.id) }),
    );
  });

  it("leads an invited operator to two-step before the admin area opens", async () => {
    const { token } = await invited(freshEmail("new-operator"), "operator");
    const joined = await accept(token, { display_name: "Olu Operator", password: STRONG_PASSWORD });
    expect(joined.body.data.role).toBe("operator");
    const headers = bearer(joined.body.data.token.access_token);
    expect(codeOf(await server.call("GET", "/cms/users", undefined, headers))).toEqual([
      403,
      "two-step-required",
    ]);
  });

  it("is for admins and the admin token only", async () => {
    const moderator = await staffMember("moderator", "Mo Moderator");
    const fan = await registerFan(server);
    expect(codeOf(await invite(freshEmail("x"), "editor", moderator.headers))).toEqual([
      403,
      "forbidden-role",
    ]);
    expect(codeOf(await invite(freshEmail("x"), "editor", bearer(fan.token.access_token)))).toEqual([
      403,
      "forbidden-role",
    ]);
    expect(codeOf(await invite(freshEmail("x"), "editor", {}))).toEqual([401, "unauthenticated"]);
    expect(codeOf(await server.call("GET", "/cms/staff/invites", undefined, moderator.headers))).toEqual([
      403,
      "forbidden-role",
    ]);

    const byToken = await invite(freshEmail("by-token"), "moderator", automation);
    expect(byToken.status).toBe(201);
    expect(byToken.body.data).toMatchObject({ role: "moderator", state: "pending", invited_by: null });
  });

  it("refuses bad input with the field named, and an address that already has an account", async () => {
    const bad = await invite("not-an-address", "editor");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid-email");
    for (const role of ["user", "owner", ""]) {
      const refused = await invite(freshEmail("role"), role);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toMatchObject({ field: "role" });
    }
    const fan = await registerFan(server);
    const taken = await invite(fan.email.toUpperCase(), "editor");
    expect(codeOf(taken)).toEqual([409, "account-exists"]);
    expect(taken.body.error.message).toContain("change its role");
    expect(codeOf(await server.call("GET", "/auth/invites/not-a-real-invitation-token"))).toEqual([
      404,
      "invite-not-found",
    ]);
  });

  it("inviting an address again withdraws the first link; a withdrawn or expired link says so", async () => {
    const email = freshEmail("twice");
    const first = await invited(email, "moderator");
    const second = await invited(email, "operator");
    expect(second.token).not.toBe(first.token);
    expect(codeOf(await server.call("GET", `/auth/invites/${first.token}`))).toEqual([
      404,
      "invite-not-found",
    ]);
    const states = (await server.call("GET", "/cms/staff/invites", undefined, admin.headers)).body
      .data as unknown as Array<{ id: number; state: string }>;
    expect(states.find((row) => row.id === first.id)?.state).toBe("revoked");
    expect(states.find((row) => row.id === second.id)?.state).toBe("pending");

    const revoked = await server.call(
      "POST",
      `/cms/staff/invites/${second.id}/revoke`,
      undefined,
      admin.headers,
    );
    expect(revoked).toMatchObject({ status: 200, body: { data: { id: second.id, state: "revoked" } } });
    expect(codeOf(await accept(second.token, { display_name: "Late", password: STRONG_PASSWORD }))).toEqual([
      404,
      "invite-not-found",
    ]);
    // Withdrawing again is a harmless retry: one audit entry.
    expect(
      (await server.call("POST", `/cms/staff/invites/${second.id}/revoke`, undefined, admin.headers)).status,
    ).toBe(200);
    expect(
      (await trail("staff.invite.revoke")).filter((row) => row.targetId === String(second.id)),
    ).toHaveLength(1);
    expect(
      codeOf(await server.call("POST", "/cms/staff/invites/99999999/revoke", undefined, admin.headers)),
    ).toEqual([404, "invite-not-found"]);

    const late = await invited(freshEmail("late"), "editor");
    await server.services.database.db.execute(
      sql`update staff_invites set expires_at = now() - interval '1 minute' where id = ${late.id}`,
    );
    expect(codeOf(await server.call("GET", `/auth/invites/${late.token}`))).toEqual([400, "invite-expired"]);
    expect(codeOf(await accept(late.token, { display_name: "Late", password: STRONG_PASSWORD }))).toEqual([
      400,
      "invite-expired",
    ]);
  });

  it("a retried invitation with the same key sends one invitation", async () => {
    const email = freshEmail("retry");
    const headers = { ...admin.headers, "Idempotency-Key": `invite-${email}` };
    const a = await invite(email, "editor", headers);
    const b = await invite(email, "editor", headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((b.body.data as unknown as { id: number }).id).toBe((a.body.data as unknown as { id: number }).id);
    const rows = (await server.call("GET", "/cms/staff/invites", undefined, admin.headers)).body
      .data as unknown as Array<{ email: string }>;
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);
  });
});
