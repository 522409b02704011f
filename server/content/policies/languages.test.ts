import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { auditLog } from "../../platform/audit/schema.ts";

let site: TestSite;
let editor: { id: number; authorization: string };
let fan: { id: number; createdAt: Date };

beforeAll(async () => {
  site = await startTestSite({});
  await site.services.policies.seedIfAbsent();
  const signedIn = await site.services.auth.register(
    {
      email: "policy-languages@example.com",
      password: "correct horse battery staple",
      displayName: "Editor",
    },
    { ip: null, device: "test" },
  );
  await site.services.database.db.execute(
    sql`update users set role = 'editor' where email = 'policy-languages@example.com'`,
  );
  editor = { id: signedIn.data.id, authorization: `Bearer ${signedIn.data.token.access_token}` };
  fan = { id: signedIn.data.id, createdAt: new Date("2020-01-01T00:00:00Z") };
});
afterAll(() => site.close());

let keys = 0;
async function publish(kind: string, body: Record<string, unknown>) {
  const response = await fetch(`${site.url}/api/cms/policies/${kind}`, {
    method: "POST",
    headers: {
      Authorization: editor.authorization,
      "Content-Type": "application/json",
      "Idempotency-Key": `policy-language-${++keys}`,
    },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it expects of the answer
  return { status: response.status, json: (await response.json()) as any };
}
const read = async (kind: string, language?: string) => {
  const response = await fetch(`${site.url}/api/policies/${kind}${language ? `?language=${language}` : ""}`);
  // biome-ignore lint/suspicious/noExplicitAny: the policy as the API answers it
  return { status: response.status, json: (await response.json()) as any };
};

const german = (version: number) => ({
  title: "Rückerstattung",
  body_markdown: "Erstattungen innerhalb von 14 Tagen.",
  summary: "Übersetzung",
  version,
  language: "de",
});

describe("policies per language", () => {
  it("shows the text of the version in force in a language once published in it, else the English", async () => {
    expect((await read("refund", "de")).json.data).toMatchObject({ version: 1, language: "en" });
    const published = await publish("refund", german(1));
    expect(published.status).toBe(201);
    expect(published.json.data).toMatchObject({ kind: "refund", version: 1, language: "de" });
    expect((await read("refund", "de")).json.data).toMatchObject({
      version: 1,
      language: "de",
      title: "Rückerstattung",
    });
    // English and the other languages keep the English text; the history lists English versions only.
    expect((await read("refund")).json.data).toMatchObject({ language: "en", title: "Refund policy" });
    expect((await read("refund", "ja")).json.data.language).toBe("en");
    expect((await site.services.policies.history("refund")).map((v) => [v.version, v.language])).toEqual([
      [1, "en"],
    ]);
    expect(await site.services.policies.translations("refund")).toEqual(["de"]);

    // A new English version is in force: its German text is not written yet, so German readers get English.
    const next = await publish("refund", {
      title: "Refund policy",
      body_markdown: "Refunds within 30 days.",
      summary: "Longer window",
      version: 1,
    });
    expect(next.json.data).toMatchObject({ version: 2, language: "en" });
    expect((await read("refund", "de")).json.data).toMatchObject({ version: 2, language: "en" });
    expect(await site.services.policies.translations("refund")).toEqual([]);
  });

  it("refuses a translation of a version no longer in force, and a language the site does not speak", async () => {
    const stale = await publish("privacy", { ...german(0), title: "Datenschutz" });
    expect([stale.status, stale.json.error.code]).toEqual([409, "edit-conflict"]);
    const unknown = await publish("privacy", { ...german(1), language: "tlh" });
    expect([unknown.status, unknown.json.error.code]).toEqual([400, "invalid-language"]);
    expect((await read("privacy", "tlh")).status).toBe(400);
  });

  it("replaces a language's text when published again, audited with its language, and never asks users to agree to it", async () => {
    await publish("terms", { ...german(1), title: "Nutzungsbedingungen" });
    const again = await publish("terms", { ...german(1), title: "Nutzungsbedingungen (neu)" });
    expect(again.json.data).toMatchObject({ version: 1, language: "de", title: "Nutzungsbedingungen (neu)" });
    expect((await read("terms", "de")).json.data.title).toBe("Nutzungsbedingungen (neu)");
    const audited = await site.services.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "policy.publish"), eq(auditLog.targetId, "terms")));
    expect(audited.at(-1)).toEqual({
      before: expect.objectContaining({ version: 1, language: "de", title: "Nutzungsbedingungen" }),
      after: expect.objectContaining({ version: 1, language: "de", title: "Nutzungsbedingungen (neu)" }),
    });
    // The English text is the one acknowledged: a translation is no new version to agree to.
    expect(await site.services.policies.termsStatus(fan)).toMatchObject({
      current: { version: 1 },
      pending: false,
    });
  });
});
