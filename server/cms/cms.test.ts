import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite, testSecrets } from "../app/testing/test-site.ts";
import { makeStaff } from "../auth/testing/staff.ts";
import { auditCsv, recordAudit } from "../platform/audit/audit.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const db = () => site.services.database.db;
let made = 0;

/** A signed-in account with a role, optionally with two-step on; answers its Bearer header. */
async function staff(role: string, twoStep = true) {
  made += 1;
  const email = `staff${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Staff ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(db(), { email }, role, twoStep);
  return { id: signedIn.data.id, headers: { Authorization: `Bearer ${signedIn.data.token.access_token}` } };
}

const audit = (query = "", headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api/cms/audit${query}`, { headers });
const codeOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;

describe("the audit log", () => {
  it("is append-only in the database itself: no update, delete or truncate", async () => {
    await recordAudit(db(), {
      actor: { kind: "automation", id: "admin-token", role: "admin" },
      action: "match.reschedule",
      target: { type: "match", id: 7 },
      before: { kickoffAt: "2026-11-23T15:00:00Z" },
      after: { kickoffAt: "2026-11-24T15:00:00Z" },
    });
    // Drizzle wraps the database's refusal; its cause is PostgreSQL's own error.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "changed",
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(db().execute(sql`update audit_log set action = 'nothing'`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const rows = (await db().execute(sql`select action from audit_log where target_id = '7'`)) as unknown as {
      rows: Array<{ action: string }>;
    };
    expect(rows.rows.map((r) => r.action)).toEqual(["match.reschedule"]);
  });

  it("lists newest first with filters, and exports CSV a spreadsheet cannot run", async () => {
    const actor = { kind: "account" as const, id: "501", role: "admin" };
    await recordAudit(db(), {
      actor,
      action: "user.disable",
      target: { type: "user", id: 9 },
      ip: "203.0.113.9",
    });
    await recordAudit(db(), { actor, action: "user.enable", target: { type: "user", id: 9 } });
    const admin = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
    const page = (await (await audit("?actor=501", admin)).json()) as {
      data: Array<{ action: string }>;
      total: number;
    };
    expect(page).toMatchObject({ total: 2 });
    expect(page.data.map((e) => e.action)).toEqual(["user.enable", "user.disable"]);
    const disabled = await (await audit("?target=user:9&action=user.disable", admin)).json();
    expect(disabled).toMatchObject({ total: 1, data: [{ ip: "203.0.113.9" }] });

    const csv = await fetch(`${site.url}/api/cms/audit.csv?actor=501`, { headers: admin });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,actorKind,actorId,actorRole,action,targetType,targetId,before,after,ip");
    expect(lines).toHaveLength(3);
    const formula = auditCsv([
      {
        id: 1,
        at: new Date("2026-11-23T10:00:00Z"),
        actorKind: "account",
        actorId: "1",
        actorRole: "admin",
        action: '=HYPERLINK("x")',
        targetType: "team",
        targetId: "3",
        before: { name: "A, B" },
        after: null,
        ip: null,
      },
    ]);
    expect(formula).toContain(`"'=HYPERLINK(""x"")"`);
    expect(formula).toContain(`"{""name"":""A, B""}"`);
  });
});

describe("who may use the admin API", () => {
  it("answers by role, two-step and idleness", async () => {
    expect(await codeOf(await audit())).toEqual([401, "unauthenticated"]);
    const editor = await staff("editor");
    expect(await codeOf(await audit("", editor.headers))).toEqual([403, "forbidden-role"]);
    const adminWithoutTwoStep = await staff("admin", false);
    expect(await codeOf(await audit("", adminWithoutTwoStep.headers))).toEqual([403, "two-step-required"]);
    const admin = await staff("admin");
    expect((await audit("", admin.headers)).status).toBe(200);
    // Automation with the admin token acts as an admin.
    expect((await audit("", { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` })).status).toBe(200);

    await db().execute(
      sql`update auth_sessions set last_used_at = now() - interval '40 minutes' where user_id = ${admin.id}`,
    );
    expect(await codeOf(await audit("", admin.headers))).toEqual([401, "cms-session-expired"]);
  });

  it("refuses bad filters with a 400 code", async () => {
    const admin = { Authorization: `Bearer ${testSecrets.ADMIN_TOKEN}` };
    expect(await codeOf(await audit("?from=yesterday", admin))).toEqual([400, "invalid-from"]);
    expect(await codeOf(await audit("?limit=501", admin))).toEqual([400, "invalid-limit"]);
  });
});
