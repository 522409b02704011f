import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../app/testing/test-site.ts";
import { auditLog } from "../../platform/audit/schema.ts";
import { createStaff } from "../../sports/editing/matches-testing.ts";

let site: TestSite;
let editor: Record<string, string>;

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  editor = (await createStaff(site.services, "editor", false)).headers;
});
afterAll(() => site.close());

type Post = {
  id: number;
  slug: string;
  title: string;
  status: string;
  language: string;
  translation_of: number | null;
  translations: Array<{ id: number; language: string; title: string; status: string }>;
};
let keys = 0;
const call = (method: string, path: string, body?: unknown) =>
  fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...editor,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "POST" ? { "Idempotency-Key": `translate-post-${++keys}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const dataOf = async <T = Post>(response: Response) => ((await response.json()) as { data: T }).data;
const errorOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { code: string } }).error.code] as const;

describe("translating a post through the create route", () => {
  it("creates a draft in the chosen language linked to the original, at the original's address, audited", async () => {
    const original = await dataOf(
      await call("POST", "/cms/posts", {
        title: "Cup final",
        body_markdown: "Extra time.",
        status: "published",
      }),
    );
    expect([original.language, original.translation_of]).toEqual(["en", null]);
    const response = await call("POST", "/cms/posts", {
      title: "Chung kết cúp",
      body_markdown: "Hiệp phụ.",
      language: "vi",
      translation_of: original.id,
    });
    expect(response.status).toBe(201);
    const translation = await dataOf(response);
    expect(translation).toMatchObject({
      slug: "cup-final",
      status: "draft",
      language: "vi",
      translation_of: original.id,
      translations: [{ id: original.id, language: "en", title: "Cup final", status: "published" }],
    });
    const [audited] = await site.services.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "post"), eq(auditLog.targetId, String(translation.id))))
      .orderBy(asc(auditLog.id));
    expect(audited).toMatchObject({
      action: "post.create",
      after: expect.objectContaining({ language: "vi", translation_of: original.id }),
    });
    // The list names each post's group.
    const listed = await dataOf<Post[]>(await call("GET", "/cms/posts?q=cup-final"));
    expect(listed.find((post) => post.id === original.id)?.translations).toEqual([
      { id: translation.id, language: "vi", title: "Chung kết cúp", status: "draft" },
    ]);
  });

  it("refuses a second translation into one language with 409 translation-exists", async () => {
    const original = await dataOf(
      await call("POST", "/cms/posts", { title: "Relegation", body_markdown: "" }),
    );
    const first = await call("POST", "/cms/posts", {
      title: "Abstieg",
      body_markdown: "",
      language: "de",
      translation_of: original.id,
    });
    expect(first.status).toBe(201);
    const again = { title: "Abstieg 2", body_markdown: "", language: "de", translation_of: original.id };
    expect(await errorOf(await call("POST", "/cms/posts", again))).toEqual([409, "translation-exists"]);
    // Nor into the original's own language.
    const english = { title: "Relegation again", body_markdown: "", translation_of: original.id };
    expect(await errorOf(await call("POST", "/cms/posts", english))).toEqual([409, "translation-exists"]);
    // Moving a translation onto a language its group has is refused the same way.
    const es = await dataOf(
      await call("POST", "/cms/posts", {
        title: "Descenso",
        body_markdown: "",
        language: "es",
        translation_of: original.id,
      }),
    );
    const moved = await fetch(`${site.url}/api/cms/posts/${es.id}`, {
      method: "PATCH",
      headers: { ...editor, "Content-Type": "application/json", "If-Match": '"1"' },
      body: JSON.stringify({ language: "de" }),
    });
    expect(await errorOf(moved)).toEqual([409, "translation-exists"]);
  });

  it("answers a language the site does not speak with 400 invalid-language, and an unknown original with 422", async () => {
    expect(
      await errorOf(
        await call("POST", "/cms/posts", { title: "Klingon", body_markdown: "", language: "tlh" }),
      ),
    ).toEqual([400, "invalid-language"]);
    expect(
      await errorOf(
        await call("POST", "/cms/posts", {
          title: "Lost",
          body_markdown: "",
          language: "ja",
          translation_of: 999_999,
        }),
      ),
    ).toEqual([422, "post-not-found"]);
  });

  it("links a translation of a translation to the group's original", async () => {
    const original = await dataOf(
      await call("POST", "/cms/posts", { title: "Title race", body_markdown: "" }),
    );
    const spanish = await dataOf(
      await call("POST", "/cms/posts", {
        title: "Carrera por el título",
        body_markdown: "",
        language: "es",
        translation_of: original.id,
      }),
    );
    const portuguese = await dataOf(
      await call("POST", "/cms/posts", {
        title: "Corrida pelo título",
        body_markdown: "",
        language: "pt-BR",
        translation_of: spanish.id,
      }),
    );
    expect(portuguese.translation_of).toBe(original.id);
    expect(portuguese.translations.map((post) => post.language)).toEqual(["en", "es"]);
  });

  it("keeps slugs unique per language: a second English post may not take a slug, a translation may share it", async () => {
    await call("POST", "/cms/posts", { title: "Derby day", body_markdown: "", slug: "derby-day" });
    expect(
      await errorOf(
        await call("POST", "/cms/posts", { title: "Other", body_markdown: "", slug: "derby-day" }),
      ),
    ).toEqual([409, "slug-taken"]);
    const japanese = await call("POST", "/cms/posts", {
      title: "ダービーの日",
      body_markdown: "",
      slug: "derby-day",
      language: "ja",
    });
    expect(japanese.status).toBe(201);
  });

  it("reads the public API per language: the blog's list, and an article falling back to its original", async () => {
    const original = await dataOf(
      await call("POST", "/cms/posts", {
        title: "Golden boot",
        body_markdown: "Top scorers.",
        slug: "golden-boot",
        status: "published",
      }),
    );
    await call("POST", "/cms/posts", {
      title: "Chiếc giày vàng",
      body_markdown: "Vua phá lưới.",
      language: "vi",
      translation_of: original.id,
      status: "published",
    });
    const list = async (query: string) =>
      (
        (await (await fetch(`${site.url}/api/posts${query}`)).json()) as { data: Array<{ title: string }> }
      ).data.map((post) => post.title);
    expect(await list("?language=vi")).toContain("Chiếc giày vàng");
    expect(await list("?language=vi")).not.toContain("Golden boot");
    expect(await list("")).toContain("Golden boot");
    expect(await list("")).not.toContain("Chiếc giày vàng");
    const german = await fetch(`${site.url}/api/posts/golden-boot?language=de`);
    expect(await dataOf<{ title: string; language: string; versions: unknown[] }>(german)).toMatchObject({
      title: "Golden boot",
      language: "en",
      versions: [
        { language: "en", slug: "golden-boot", original: true },
        { language: "vi", slug: "golden-boot", original: false },
      ],
    });
    expect(await errorOf(await fetch(`${site.url}/api/posts?language=xx`))).toEqual([
      400,
      "invalid-language",
    ]);
  });
});
