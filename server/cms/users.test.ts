import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { makeStaff } from "../auth/testing/staff.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const password = "correct horse battery staple";
let made = 0;

/** A signed-in account with a role and two-step on; answers its id, address and Bearer header. */
async function account(role: string, name = "Fan") {
  made += 1;
  const email = `member${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password, displayName: `${name} ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return {
    id: signedIn.data.id,
    email,
    headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` },
  };
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
});
