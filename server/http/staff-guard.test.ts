import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { isStaffScope, ROLES, scopesOf } from "../auth/roles.ts";
import { createStaff } from "../sports/editing/matches-testing.ts";
import { REQUIRED_SCOPE } from "./required-scopes.ts";

/**
 * One door for staff work: every operation of the published document that needs a staff
 * scope says which (`x-required-scope`), and answers as the admin area's guard does, whatever
 * its path. The list comes from the document itself, so a new staff route is covered the day
 * it is added, and a staff check the document does not state fails the last test.
 */

type Operation = { method: string; path: string; scope: string | null; tags: string[]; refusals: string };

let site: TestSite;
let operations: Operation[];
const staffOperations = () => operations.filter((op) => op.scope !== null && isStaffScope(op.scope));

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  const doc = (await (await fetch(`${site.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, unknown> }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      scope: (op[REQUIRED_SCOPE] as string | undefined) ?? null,
      tags: (op.tags as string[] | undefined) ?? [],
      refusals: JSON.stringify([op.responses["401"], op.responses["403"]]),
    })),
  );
}, 60_000);
afterAll(() => site.close());

let keys = 0;
/** Calls an operation with an empty body and `1` for every parameter; answers the status and error code. */
async function answerOf(op: Operation, headers: Record<string, string>) {
  const response = await fetch(`${site.url}/api${op.path.replaceAll(/\{[^}]+\}/g, "1")}`, {
    method: op.method,
    headers: { ...headers, "Content-Type": "application/json", "Idempotency-Key": `staff-guard-${++keys}` },
    body: op.method === "GET" || op.method === "DELETE" ? undefined : "{}",
  });
  const json = (response.headers.get("Content-Type") ?? "").startsWith("application/json");
  const body = json ? ((await response.json()) as { error?: { code: string } }) : null;
  if (!json) await response.body?.cancel();
  return { status: response.status, code: body?.error?.code ?? null };
}

const line = (op: Operation) => `${op.method} ${op.path}`;

describe("every operation that needs a staff scope", () => {
  it("states its scope in the document, on any path", () => {
    const stated = Object.fromEntries(staffOperations().map((op) => [line(op), op.scope]));
    expect(stated).toMatchObject({
      "PUT /auth/roles": "users:manage",
      "POST /admin/matches/{id}/events": "matches:write",
      "POST /chat/timeouts": "chat:moderate",
      "DELETE /chat/messages/{id}": "chat:moderate",
      "GET /cms/users": "users:read",
      "POST /cms/users/{id}/disable": "users:manage",
      "GET /cms/chat/settings": "chat:moderate",
      "PATCH /cms/chat/settings": "feeds:manage",
    });
    // The admin area's own operations, whatever their path, are all among them.
    const adminArea = operations.filter((op) => op.tags.includes("cms"));
    expect(adminArea.length).toBeGreaterThan(100);
    expect(adminArea.filter((op) => !staffOperations().includes(op)).map(line)).toEqual([]);
    // Each documents the guard's own refusals.
    const undocumented = staffOperations().filter(
      (op) => !op.refusals.includes("`cms-session-expired`") || !op.refusals.includes("`two-step-required`"),
    );
    expect(undocumented.map(line)).toEqual([]);
  });

  it("refuses operators and admins without two-step sign-in", async () => {
    const refusals: string[] = [];
    for (const role of ["operator", "admin"]) {
      const { headers } = await createStaff(site.services, role, false);
      for (const op of staffOperations()) {
        const answer = await answerOf(op, headers);
        if (answer.code !== "two-step-required")
          refusals.push(`${role} ${line(op)}: ${answer.status} ${answer.code}`);
      }
    }
    expect(refusals).toEqual([]);
  }, 120_000);

  it("refuses every role without the scope with forbidden-role, two-step on or not", async () => {
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const { headers } = await createStaff(site.services, role);
      for (const op of staffOperations().filter((op) => !scopesOf(role).includes(op.scope!))) {
        const answer = await answerOf(op, headers);
        if (answer.status !== 403 || answer.code !== "forbidden-role") {
          outcomes.push(`${role} ${line(op)}: ${answer.status} ${answer.code}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);

  it("is every operation with a staff check: no other refuses a role", async () => {
    const unstated = operations.filter((op) => op.scope === null);
    const found: string[] = [];
    for (const role of ["user", "operator"]) {
      let staff = await createStaff(site.services, role, false);
      for (const op of unstated) {
        let answer = await answerOf(op, staff.headers);
        // Signing out everywhere ends this token: sign in afresh and ask again.
        if (answer.status === 401) {
          staff = await createStaff(site.services, role, false);
          answer = await answerOf(op, staff.headers);
        }
        if (answer.code === "forbidden-role" || answer.code === "two-step-required") {
          found.push(`${line(op)}: ${answer.code} for ${role}, without ${REQUIRED_SCOPE}`);
        }
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe("the 30-minute idle rule outside /cms", () => {
  /** A staff member whose session was last used 40 minutes ago. */
  async function idle(role: string) {
    const staff = await createStaff(site.services, role);
    const session = await site.services.auth.authenticate(
      staff.headers.Authorization.slice("Bearer ".length),
    );
    await site.services.database.db.execute(
      sql`update auth_sessions set last_used_at = now() - interval '40 minutes' where id = ${session!.sessionId}`,
    );
    return staff.headers;
  }

  it.each([
    ["admin", "PUT", "/auth/roles", { email: "nobody@example.com", role: "editor" }],
    ["moderator", "POST", "/chat/timeouts", { user_id: 1, seconds: 60 }],
    ["operator", "POST", "/admin/matches/{id}/events", { type: "goal", minute: 10 }],
  ])("ends a %s's idle session at %s %s", async (role, method, path, body) => {
    const headers = await idle(role);
    const call = () =>
      fetch(`${site.url}/api${path.replace("{id}", "1")}`, {
        method,
        headers: { ...headers, "Content-Type": "application/json", "Idempotency-Key": `idle-${++keys}` },
        body: JSON.stringify(body),
      }).then(async (r) => [r.status, ((await r.json()) as { error: { code: string } }).error.code]);
    expect(await call()).toEqual([401, "cms-session-expired"]);
    // Ended, not just refused once: the same token does not get a second try.
    expect(await call()).toEqual([401, "unauthenticated"]);
  });
});
