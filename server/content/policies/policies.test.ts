import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { users } from "../../auth/schema.ts";
import { auditLog } from "../../platform/audit/schema.ts";

let site: TestSite;
let made = 0;

beforeAll(async () => {
  site = await startTestSite({ env: { SUPPORT_EMAIL: "help@goalline.example" } });
  expect(await site.services.policies.seedIfAbsent()).toEqual(["terms", "privacy", "refund"]);
});
afterAll(() => site.close());

async function account(role = "user") {
  made += 1;
  const email = `policy${made}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Policy ${made}` },
    { ip: null, device: "test" },
  );
  if (role !== "user") {
    await site.services.database.db.execute(sql`update users set role = ${role} where email = ${email}`);
  }
  return { id: signedIn.data.id, authorization: `Bearer ${signedIn.data.token.access_token}` };
}

async function call(
  method: string,
  path: string,
  options: { auth?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...(options.auth ? { Authorization: options.auth } : {}),
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it expects of the answer
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

const terms = (version: number, summary = `Changes in ${version}`) => ({
  title: "Terms of use",
  body_markdown: `# Terms ${version}\n\n[Contact](https://elsewhere.example) and <script>alert(1)</script>`,
  summary,
  version,
});

describe("policy versions", () => {
  it("serves version 1 of each policy to anyone, saying only what the product does", async () => {
    expect(await site.services.policies.seedIfAbsent()).toEqual([]);
    for (const kind of ["terms", "privacy", "refund"]) {
      const { status, headers, json } = await call("GET", `/policies/${kind}`);
      expect(status).toBe(200);
      expect(headers.get("ETag")).toMatch(/^(W\/)?"1"$/);
      expect(json.data).toMatchObject({ kind, version: 1 });
      expect(json.data.body_html).toContain("help@goalline.example");
    }
    const privacy = (await call("GET", "/policies/privacy")).json.data.body_html as string;
    expect(privacy).toContain("__Host-goalline_access");
    expect(privacy).toContain("Stripe");
    expect((await call("GET", "/policies/cookies")).status).toBe(400);
  });

  it("publishes versions in order, keeps the old ones readable, and audits each", async () => {
    const editor = await account("editor");
    const published = await call("POST", "/cms/policies/refund", {
      auth: editor.authorization,
      body: { ...terms(1, "Clearer wording"), title: "Refunds" },
    });
    expect(published.status).toBe(201);
    expect(published.headers.get("ETag")).toMatch(/^(W\/)?"2"$/);
    expect(published.headers.get("Location")).toBe("/api/policies/refund");
    expect(published.json.data).toMatchObject({
      kind: "refund",
      version: 2,
      title: "Refunds",
      summary: "Clearer wording",
    });
    // Rendered once, sanitised: the heading demoted, the script shown as text, the link marked external.
    expect(published.json.data.body_html).toContain('<h2 id="section-terms-1">Terms 1</h2>');
    expect(published.json.data.body_html).toContain("&lt;script&gt;");
    expect(published.json.data.body_html).toContain('rel="noopener nofollow"');

    expect((await call("GET", "/policies/refund")).json.data.version).toBe(2);
    const history = await site.services.policies.history("refund");
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect((await site.services.policies.version("refund", 1)).title).toBe("Refund policy");

    const listed = await call("GET", "/cms/policies", { auth: editor.authorization });
    expect(
      (listed.json.data as Array<{ kind: string; current: { version: number } }>).map((p) => [
        p.kind,
        p.current.version,
      ]),
    ).toEqual([
      ["terms", 1],
      ["privacy", 1],
      ["refund", 2],
    ]);
    const audit = await site.services.database.db
      .select({ actor: auditLog.actorId, target: auditLog.targetId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "policy.publish"));
    expect(audit).toEqual([
      { actor: String(editor.id), target: "refund", after: expect.objectContaining({ version: 2 }) },
    ]);
  });

  it("refuses a publish based on a version that is no longer current, and one naming none", async () => {
    const editor = await account("editor");
    const first = await call("POST", "/cms/policies/privacy", { auth: editor.authorization, body: terms(1) });
    expect(first.status).toBe(201);
    const stale = await call("POST", "/cms/policies/privacy", { auth: editor.authorization, body: terms(1) });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("edit-conflict");
    expect(stale.json.error.details.current).toMatchObject({ kind: "privacy", version: 2 });
    const { version: _omitted, ...blind } = terms(2);
    const noVersion = await call("POST", "/cms/policies/privacy", {
      auth: editor.authorization,
      body: blind,
    });
    expect(noVersion.json.error.code).toBe("version-required");
    const viaIfMatch = await call("POST", "/cms/policies/privacy", {
      auth: editor.authorization,
      body: blind,
      headers: { "If-Match": '"2"' },
    });
    expect(viaIfMatch.json.data.version).toBe(3);
  });

  it("lets exactly one of two simultaneous publishes on the same version through", async () => {
    const editor = await account("editor");
    const base = (await site.services.policies.current("privacy")).version;
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        call("POST", "/cms/policies/privacy", { auth: editor.authorization, body: terms(base) }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual([201, 409]);
    expect((await site.services.policies.current("privacy")).version).toBe(base + 1);
  });

  it("replays a retried publish with the same Idempotency-Key instead of refusing it", async () => {
    const editor = await account("editor");
    const base = (await site.services.policies.current("privacy")).version;
    const send = () =>
      call("POST", "/cms/policies/privacy", {
        auth: editor.authorization,
        body: terms(base),
        headers: { "Idempotency-Key": `publish-privacy-${base}` },
      });
    const first = await send();
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.json.data.version).toBe(first.json.data.version);
  });

  it("keeps fans out of publishing", async () => {
    const fan = await account();
    expect(
      (await call("POST", "/cms/policies/terms", { auth: fan.authorization, body: terms(1) })).status,
    ).toBe(403);
  });
});

describe("terms acknowledgement", () => {
  it("asks nobody while only version 1 exists", async () => {
    const fan = await account();
    const user = { id: fan.id, createdAt: new Date() };
    expect(await site.services.policies.termsStatus(user)).toMatchObject({ acknowledged: 1, pending: false });
  });

  it("asks users who signed up before new terms, once, and not those who signed up after", async () => {
    const before = await account();
    const editor = await account("editor");
    const published = await call("POST", "/cms/policies/terms", {
      auth: editor.authorization,
      body: terms(1, "We now explain refunds."),
    });
    expect(published.json.data.version).toBe(2);
    const after = await account();

    const userOf = async (id: number) => {
      const [row] = await site.services.database.db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id));
      return row!;
    };
    expect(await site.services.policies.termsStatus(await userOf(before.id))).toEqual({
      current: {
        version: 2,
        summary: "We now explain refunds.",
        published_at: published.json.data.published_at,
      },
      acknowledged: 1,
      pending: true,
    });
    expect((await site.services.policies.termsStatus(await userOf(after.id))).pending).toBe(false);

    const agreed = await call("POST", "/policies/terms/acknowledge", {
      auth: before.authorization,
      body: { version: 2 },
    });
    expect(agreed.status).toBe(200);
    expect(agreed.json.data).toMatchObject({ acknowledged: 2, pending: false });
    // Idempotent, and an older version agreed to later does not undo a newer one.
    expect(
      (
        await call("POST", "/policies/terms/acknowledge", {
          auth: before.authorization,
          body: { version: 2 },
        })
      ).json.data.acknowledged,
    ).toBe(2);
    expect(
      (
        await call("POST", "/policies/terms/acknowledge", {
          auth: before.authorization,
          body: { version: 1 },
        })
      ).json.data.acknowledged,
    ).toBe(2);
    expect((await site.services.policies.termsStatus(await userOf(before.id))).pending).toBe(false);
  });

  it("refuses unknown versions and visitors who are not signed in", async () => {
    const fan = await account();
    const unknown = await call("POST", "/policies/terms/acknowledge", {
      auth: fan.authorization,
      body: { version: 99 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.code).toBe("unknown-terms-version");
    expect((await call("POST", "/policies/terms/acknowledge", { body: { version: 1 } })).status).toBe(401);
    expect(
      (await call("POST", "/policies/terms/acknowledge", { auth: fan.authorization, body: {} })).status,
    ).toBe(400);
  });
});
