import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../../../server/app/testing/test-site.ts";
import { type Role, users } from "../../../../server/auth/schema.ts";
import { chatSanctions } from "../../../../server/chat/schema.ts";
import { auditLog } from "../../../../server/platform/audit/schema.ts";
import { authenticatedContext } from "../../../lib/session.server.ts";
import { pageContext } from "../../../lib/testing/page-context.server.ts";
import { userAction, userLoader } from "./user.server.ts";

let site: TestSite;
let fan: number;
let other: number;

async function account(name: string, role: Role) {
  const made = await site.services.auth.register(
    {
      email: `${name.toLowerCase()}-${process.pid}@example.com`,
      password: "correct horse battery staple",
      displayName: name,
    },
    { ip: null, device: "test" },
  );
  await site.services.database.db.update(users).set({ role }).where(eq(users.id, made.data.id));
  return made.data.id;
}

/** A page request's context: the real services, and a signed-in staff member of that role. */
async function contextOf(userId: number) {
  const [user] = await site.services.database.db.select().from(users).where(eq(users.id, userId));
  const context = pageContext(site.services);
  context.set(authenticatedContext, {
    user: user!,
    sessionId: "s1",
    authenticatedAt: new Date(),
    lastUsedAt: new Date(),
    signInMethod: "password",
  } as never);
  return context;
}

/** The user page's form, posted by `staff` on `/cms/users/:target`: its answer, or the refusal's status. */
async function post(staff: number, target: number, fields: Record<string, string>) {
  const request = new Request(`http://localhost/cms/users/${target}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    const answer = await userAction({
      request,
      params: { id: String(target) },
      context: await contextOf(staff),
    });
    const init = (answer as { init?: { status?: number } }).init;
    return init
      ? { status: init.status, data: (answer as { data: unknown }).data }
      : { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    return { status: (thrown as { init?: { status?: number } }).init?.status, data: null };
  }
}

const sanctionsOf = (userId: number) =>
  site.services.database.db.select().from(chatSanctions).where(eq(chatSanctions.userId, userId));

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off", DATA_DIR: "/tmp/goalline-cms-user-tests" } });
  fan = await account("Loudmouth", "user");
  other = await account("Bystander", "user");
}, 60_000);
afterAll(() => site.close());

describe("chat sanctions on a user's admin page", () => {
  it("lets a moderator time out, ban and lift the account of the page, audited as the chat's own", async () => {
    const mod = await account("Linesman", "moderator");
    // The account is the page's: a user id slipped into the form changes nothing.
    const timeout = await post(mod, fan, {
      intent: "timeout",
      seconds: "3600",
      userId: String(other),
      userName: "Loudmouth",
    });
    expect(timeout).toEqual({
      status: 200,
      data: { done: "Loudmouth is timed out of every chat room for 1 hour." },
    });
    expect(await sanctionsOf(other)).toHaveLength(0);
    const [row] = await sanctionsOf(fan);
    expect(row).toMatchObject({ kind: "timeout", matchId: null, byId: String(mod) });

    const page = await userLoader({
      request: new Request(`http://localhost/cms/users/${fan}`),
      params: { id: String(fan) },
      context: await contextOf(mod),
    });
    expect(page.mayModerate).toBe(true);
    expect(page.chatSanctions?.map((s) => s.id)).toEqual([row!.id]);

    const lift = await post(mod, fan, {
      intent: "lift-timeout",
      sanctionId: String(row!.id),
      userName: "Loudmouth",
    });
    expect(lift.data).toEqual({ done: "Loudmouth may write in the chat again." });
    const audits = await site.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(fan)), eq(auditLog.actorId, String(mod))));
    expect(audits.map((a) => a.action).sort()).toEqual(["chat.timeout", "chat.timeout.lift"]);

    expect((await post(mod, fan, { intent: "ban", userName: "Loudmouth" })).status).toBe(200);
    expect((await sanctionsOf(fan)).find((s) => s.kind === "ban")).toMatchObject({
      matchId: null,
      until: null,
    });
    // The account's own changes stay with users:manage.
    expect((await post(mod, fan, { intent: "role", role: "admin" })).status).toBe(403);
  });

  it("refuses a role without chat moderation", async () => {
    const editor = await account("Subeditor", "editor");
    expect((await post(editor, other, { intent: "timeout", seconds: "600" })).status).toBe(403);
    expect((await post(editor, other, { intent: "ban" })).status).toBe(403);
    expect(await sanctionsOf(other)).toHaveLength(0);
  });
});
