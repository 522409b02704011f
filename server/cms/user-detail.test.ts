import { describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { testSiteForFile } from "../app/testing.ts";
import { makeStaff, signedUpAccount } from "../auth/testing/staff.ts";
import { apiCall } from "../testing/api-call.ts";

const site = testSiteForFile();

const password = "correct horse battery staple";
let made = 0;

/**
 * A signed-in account with a role and two-step on; answers its id, address and Bearer header,
 * and the header of a second device (a phone) signed in before two-step was turned on.
 */
async function account(role: string) {
  made += 1;
  const email = `detail${made}@example.com`;
  const who = { email, displayName: `Member ${made}`, ip: "198.51.100.7", device: "Firefox on Linux" };
  const signedUp = await signedUpAccount(site, who);
  const phone = await signInFrom(email);
  await makeStaff(site.services.database.db, { email }, role);
  return { phone, ...signedUp };
}

/** A sign-in with the password alone, from a phone. */
async function signInFrom(email: string) {
  const answer = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "Phone browser" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await answer.json()) as { data: { token?: { access_token: string } } };
  return { Authorization: `Bearer ${body.data.token?.access_token}` };
}

const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };

const api = apiCall(site);

/** What the audit log holds about an account; staff accounts' own sign-ins are there too. */
const trailOf = async (userId: number, action?: string) =>
  (await api("GET", `/cms/audit?target=user:${userId}${action ? `&action=${action}` : ""}`, automation))
    .body as {
    total: number;
    data: Array<{ action: string; actorId: string; before: unknown; after: unknown }>;
  };

describe("changing a role", () => {
  it("is for admins, never on their own account, and each change is audited with before and after", async () => {
    const admin = await account("admin");
    const fan = await account("user");
    const moderator = await account("moderator");

    const refused = await api("PUT", `/cms/users/${fan.id}/role`, moderator.headers, { role: "editor" });
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden-role"]);
    const self = await api("PUT", `/cms/users/${admin.id}/role`, admin.headers, { role: "user" });
    expect([self.status, self.body.error.code]).toEqual([409, "cannot-change-own-role"]);

    const changed = await api("PUT", `/cms/users/${fan.id}/role`, admin.headers, { role: "editor" });
    expect(changed).toMatchObject({ status: 200, body: { data: { id: fan.id, role: "editor" } } });
    // The fan's next request already carries the editor's scopes.
    expect((await api("GET", "/auth/me", fan.headers)).body.data.scopes).toContain("content:write");
    // The same role again is a harmless retry: no second entry.
    expect((await api("PUT", `/cms/users/${fan.id}/role`, admin.headers, { role: "editor" })).status).toBe(
      200,
    );
    const trail = await trailOf(fan.id);
    expect(trail).toMatchObject({
      total: 1,
      data: [
        {
          action: "user.role",
          actorId: String(admin.id),
          before: { role: "user" },
          after: { role: "editor" },
        },
      ],
    });

    expect((await api("PUT", `/cms/users/${fan.id}/role`, admin.headers, { role: "boss" })).status).toBe(400);
    expect(
      (await api("PUT", "/cms/users/999999/role", admin.headers, { role: "user" })).body.error.code,
    ).toBe("user-not-found");
  });

  it("is refused to a guest account, which has no way to sign in again", async () => {
    const admin = await account("admin");
    const guest = await fetch(`${site.url}/api/auth/anonymous`, { method: "POST" });
    expect(guest.status).toBe(201);
    const { id } = ((await guest.json()) as { data: { id: number } }).data;
    const refused = await api("PUT", `/cms/users/${id}/role`, admin.headers, { role: "moderator" });
    expect([refused.status, refused.body.error.code]).toEqual([422, "guest-cannot-be-staff"]);
    expect(await trailOf(id)).toMatchObject({ total: 0 });
  });

  it("through PUT /api/auth/roles with the admin token is audited the same way", async () => {
    const fan = await account("user");
    const granted = await api("PUT", "/auth/roles", automation, { email: fan.email, role: "moderator" });
    expect(granted.body.data.role).toBe("moderator");
    expect(await trailOf(fan.id)).toMatchObject({
      total: 1,
      data: [
        {
          action: "user.role",
          actorId: "admin-token",
          before: { role: "user" },
          after: { role: "moderator" },
        },
      ],
    });
    const admin = await account("admin");
    const self = await api("PUT", "/auth/roles", admin.headers, { email: admin.email, role: "user" });
    expect(self.body.error.code).toBe("cannot-change-own-role");
  });
});

describe("resetting two-step", () => {
  it("turns it off and ends every session, so the member signs in and enrols again", async () => {
    const admin = await account("admin");
    const operator = await account("operator");
    const { phone } = operator;
    const reset = await api("POST", `/cms/users/${operator.id}/two-step/reset`, admin.headers);
    expect(reset).toMatchObject({
      status: 200,
      body: { data: { two_factor_enabled: false }, sessions_ended: 2 },
    });
    expect((await api("GET", "/auth/me", operator.headers)).status).toBe(401);
    expect((await api("GET", "/auth/me", phone)).status).toBe(401);
    // Signed in again with the password alone, the operator must enrol before the admin area answers.
    const again = await signInFrom(operator.email);
    expect((await api("GET", "/cms/users", again)).body.error.code).toBe("two-step-required");

    expect((await trailOf(operator.id, "user.two-step.reset")).data[0]).toMatchObject({
      action: "user.two-step.reset",
      after: { two_factor_enabled: false, sessions_ended: 2 },
    });
    const repeat = await api("POST", `/cms/users/${operator.id}/two-step/reset`, admin.headers);
    expect(repeat.body.sessions_ended).toBe(0);
    expect((await trailOf(operator.id, "user.two-step.reset")).total).toBe(1);
    const self = await api("POST", `/cms/users/${admin.id}/two-step/reset`, admin.headers);
    expect(self.body.error.code).toBe("cannot-reset-own-two-step");
  });
});

describe("sessions", () => {
  it("lists an account's devices and signs one or all out, audited; moderators only look", async () => {
    const admin = await account("admin");
    const fan = await account("user");
    const { phone } = fan;
    const moderator = await account("moderator");

    const listed = await api("GET", `/cms/users/${fan.id}/sessions`, moderator.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.data[0]).toEqual({
      id: expect.any(String),
      device: expect.any(String),
      ip: expect.any(String),
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    });
    expect(listed.body.data.map((s: { device: string }) => s.device)).toContain("Firefox on Linux");
    expect((await api("GET", `/cms/users/${fan.id}`, moderator.headers)).body.data.email).toBe(fan.email);
    const modRevoke = await api("DELETE", `/cms/users/${fan.id}/sessions`, moderator.headers);
    expect(modRevoke.body.error.code).toBe("forbidden-role");

    const desktop = listed.body.data.find((s: { device: string }) => s.device === "Firefox on Linux");
    const one = await api("DELETE", `/cms/users/${fan.id}/sessions/${desktop.id}`, admin.headers);
    expect(one.status).toBe(204);
    expect((await api("GET", "/auth/me", fan.headers)).status).toBe(401);
    expect((await api("GET", "/auth/me", phone)).status).toBe(200);
    const gone = await api("DELETE", `/cms/users/${fan.id}/sessions/${desktop.id}`, admin.headers);
    expect([gone.status, gone.body.error.code]).toEqual([404, "session-not-found"]);

    const all = await api("DELETE", `/cms/users/${fan.id}/sessions`, admin.headers);
    expect(all.body).toEqual({ data: { revoked: 1 } });
    expect((await api("GET", "/auth/me", phone)).status).toBe(401);
    expect((await api("GET", `/cms/users/${fan.id}/sessions`, admin.headers)).body).toEqual({
      data: [],
      total: 0,
    });
    const trail = await trailOf(fan.id);
    expect(trail.data.map((entry) => entry.action)).toEqual(["user.sessions.revoke", "user.session.revoke"]);

    const self = await api("DELETE", `/cms/users/${admin.id}/sessions`, admin.headers);
    expect(self.body.error.code).toBe("cannot-revoke-own-sessions");
    expect((await api("GET", "/cms/users/999999/sessions", admin.headers)).status).toBe(404);
  });
});
