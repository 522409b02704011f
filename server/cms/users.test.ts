import { describe, expect, it } from "vitest";
import { testSecrets } from "../app/testing/test-site.ts";
import { testSiteForFile } from "../app/testing.ts";
import { staffAccount } from "../auth/testing/staff.ts";

const site = testSiteForFile();

const password = "correct horse battery staple";
let made = 0;

/** A signed-in account with a role and two-step on; answers its id, address and Bearer header. */
async function account(role: string, name = "Fan") {
  made += 1;
  return staffAccount(site, role, { email: `member${made}@example.com`, displayName: `${name} ${made}` });
}

const api = (method: string, path: string, headers: Record<string, string>) =>
  fetch(`${site.url}/api${path}`, { method, headers });
const automation = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };

describe("users in the admin area", () => {
  it("finds accounts by address or name, by role and state, a page at a time", async () => {
    await account("user", "Zebedee");
    const editor = await account("editor", "Zebedee");
    const all = (await (
      await api("GET", "/cms/users?q=zebedee&sort=email&order=asc", automation)
    ).json()) as {
      data: Array<{ email: string; role: string }>;
      total: number;
    };
    expect(all.total).toBe(2);
    expect(all.data.map((u) => u.role).sort()).toEqual(["editor", "user"]);
    const editors = await (await api("GET", "/cms/users?q=zebedee&role=editor", automation)).json();
    expect(editors).toMatchObject({ total: 1, data: [{ email: editor.email, disabled: false }] });
    const page = await (await api("GET", "/cms/users?limit=1&offset=1&q=zebedee", automation)).json();
    expect(page).toMatchObject({ total: 2 });
    expect(page.data).toHaveLength(1);
    // LIKE wildcards in a search are plain characters.
    expect(await (await api("GET", "/cms/users?q=%25", automation)).json()).toMatchObject({ total: 0 });
  });

  it("disables an account: its sessions end, sign-in is refused, and the change is audited; enabling restores it", async () => {
    const fan = await account("user");
    const admin = await account("admin");
    const disabled = await api("POST", `/cms/users/${fan.id}/disable`, {
      ...admin.headers,
      "Idempotency-Key": `disable-${fan.id}-first`,
    });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ data: { id: fan.id, disabled: true } });
    expect((await api("GET", "/auth/me", fan.headers)).status).toBe(401);
    const signIn = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: fan.email, password }),
    });
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe("user-disabled");

    // A retry with the same key answers the stored result and writes no second audit entry.
    const retry = await api("POST", `/cms/users/${fan.id}/disable`, {
      ...admin.headers,
      "Idempotency-Key": `disable-${fan.id}-first`,
    });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const trail = await (await api("GET", `/cms/audit?target=user:${fan.id}`, automation)).json();
    expect(trail).toMatchObject({
      total: 1,
      data: [
        { action: "user.disable", actorId: String(admin.id), actorRole: "admin", after: { disabled: true } },
      ],
    });

    const enabled = await api("POST", `/cms/users/${fan.id}/enable`, automation);
    expect(await enabled.json()).toMatchObject({ data: { disabled: false } });
    const after = await (await api("GET", `/cms/audit?target=user:${fan.id}`, automation)).json();
    expect(after.total).toBe(2);
    expect(after.data[0]).toMatchObject({ action: "user.enable", actorKind: "automation" });
  });

  it("answers bad input with codes", async () => {
    const admin = await account("admin");
    const self = await api("POST", `/cms/users/${admin.id}/disable`, admin.headers);
    expect([self.status, ((await self.json()) as { error: { code: string } }).error.code]).toEqual([
      409,
      "cannot-disable-self",
    ]);
    expect((await api("POST", "/cms/users/999999/disable", automation)).status).toBe(404);
    expect((await api("POST", "/cms/users/abc/disable", automation)).status).toBe(400);
    expect((await api("GET", "/cms/users?role=boss", automation)).status).toBe(400);
  });

  it("disables and enables many accounts at once, one audit entry each; a retry changes nothing more", async () => {
    const admin = await account("admin");
    const fans = [await account("user"), await account("user"), await account("user")];
    const bulk = (action: string, ids: number[], headers = admin.headers) =>
      fetch(`${site.url}/api/cms/users/bulk`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ action, ids }),
      });
    // The answer follows the order chosen.
    const chosen = [fans[2]!.id, fans[0]!.id, fans[1]!.id];
    const disabled = await bulk("disable", chosen);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ data: { changed: chosen, unchanged: [] } });
    for (const fan of fans) expect((await api("GET", "/auth/me", fan.headers)).status).toBe(401);
    expect(await (await bulk("disable", chosen)).json()).toEqual({
      data: { changed: [], unchanged: chosen },
    });

    const enabled = await (await bulk("enable", [fans[0]!.id])).json();
    expect(enabled).toEqual({ data: { changed: [fans[0]!.id], unchanged: [] } });
    const trail = await (await api("GET", `/cms/audit?target=user:${fans[0]!.id}`, automation)).json();
    expect(trail.data.map((entry: { action: string }) => entry.action)).toEqual([
      "user.enable",
      "user.disable",
    ]);

    // All or none: the admin's own account, or an id of no account, refuses the whole batch.
    const self = await bulk("disable", [fans[0]!.id, admin.id]);
    expect([self.status, (await self.json()).error.code]).toEqual([409, "cannot-disable-self"]);
    const unknown = await bulk("disable", [fans[0]!.id, 999_999]);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      error: { code: "users-not-found", details: { missing: [999_999] } },
    });
    const still = await (
      await api("GET", `/cms/users?q=${encodeURIComponent(fans[0]!.email)}`, automation)
    ).json();
    expect(still.data[0].disabled).toBe(false);

    for (const bad of [
      { action: "delete", ids: [fans[0]!.id] },
      { action: "disable", ids: [] },
      { action: "disable", ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { action: "disable", ids: ["1"] },
    ]) {
      const refused = await fetch(`${site.url}/api/cms/users/bulk`, {
        method: "POST",
        headers: { ...admin.headers, "Content-Type": "application/json" },
        body: JSON.stringify(bad),
      });
      expect(refused.status).toBe(400);
    }
    // Moderators look accounts up; they do not disable them.
    const moderator = await account("moderator");
    expect((await bulk("disable", [fans[1]!.id], moderator.headers)).status).toBe(403);
  });
});
