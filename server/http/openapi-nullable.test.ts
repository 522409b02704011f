import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../app/testing/test-site.ts";
import { call, signUp } from "../chat/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches } from "../sports/schema.ts";

/**
 * Answers that may be null are described so that null is valid: the body a client
 * receives in the null state is checked against the schema the document gives it.
 */
type Schema = Record<string, unknown>;
let site: TestSite;
let doc: { components: { schemas: Record<string, Schema> }; paths: Record<string, Record<string, Schema>> };

beforeAll(async () => {
  site = await startTestSite({ env: { SIMULATOR: "off" } });
  await seedDemoWorld(site.services.database.db, { now: new Date() });
  doc = await (await fetch(`${site.url}/api/openapi.json`)).json();
}, 120_000);
afterAll(() => site.close());

const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === "string"
    ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]!)
    : schema;

/** Whether a JSON Schema (2020-12, as OpenAPI 3.1 uses) accepts null. */
function acceptsNull(given: Schema): boolean {
  const schema = resolve(given);
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part: Schema) => acceptsNull(part))) return false;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((part: Schema) => acceptsNull(part));
  if (Array.isArray(schema.oneOf))
    return schema.oneOf.filter((part: Schema) => acceptsNull(part)).length === 1;
  if (schema.type === undefined) return true;
  return schema.type === "null" || (Array.isArray(schema.type) && schema.type.includes("null"));
}

const property = (schema: Schema, name: string): Schema =>
  (resolve(schema).properties as Record<string, Schema>)[name]!;

const answerSchema = (path: string) =>
  (doc.paths[path]!.get!.responses as Record<string, Schema>)["200"]!.content as Record<string, Schema>;

describe("a nullable answer in the document", () => {
  it("GET /billing/subscription: a fan who never bought anything gets data null, which the schema allows", async () => {
    const fan = await signUp(site);
    const answer = await call(site, "GET", "/billing/subscription", { token: fan.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    const data = property(
      answerSchema("/billing/subscription")["application/json"]!.schema as Schema,
      "data",
    );
    expect(acceptsNull(data)).toBe(true);
    // Not everything: the subscription itself is an object.
    expect(acceptsNull({ $ref: "#/components/schemas/SubscriptionState" })).toBe(false);
  });

  it("ChatRoomSettings.pinned: a room with nothing pinned answers null, which the schema allows", async () => {
    const [match] = await site.services.database.db.select({ id: matches.id }).from(matches).limit(1);
    await site.services.database.db
      .update(matches)
      .set({ status: "live", kickoffAt: new Date() })
      .where(eq(matches.id, match!.id));
    const answer = await call<{ room: { settings: { pinned: unknown } } }>(
      site,
      "GET",
      `/matches/${match!.id}/chat/messages`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.room.settings.pinned).toBeNull();
    const settings = doc.components.schemas.ChatRoomSettings!;
    expect(acceptsNull(property(settings, "pinned"))).toBe(true);
    expect(acceptsNull(property(settings, "slow_mode_seconds"))).toBe(false);
  });

  it("CmsUser.email: a guest's account answers email null, which the schema allows", async () => {
    const guest = await call(site, "POST", "/auth/anonymous", {});
    expect(guest.status).toBe(201);
    const { id } = guest.body.data as { id: number };
    const automation = { Authorization: `Bearer ${site.services.config.secrets.adminToken}` };
    const answer = await fetch(`${site.url}/api/cms/users/${id}`, { headers: automation });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { email: unknown } }).data.email).toBeNull();
    expect(acceptsNull(property({ $ref: "#/components/schemas/CmsUser" }, "email"))).toBe(true);
  });

  it("never pairs a named schema with null under allOf, where null could not match", () => {
    const offenders: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== "object" || node === null) return;
      // Arrays too: their entries are their items.
      const schema = node as Schema;
      if (
        Array.isArray(schema.allOf) &&
        schema.allOf.some((part: Schema) => part.$ref) &&
        !acceptsNull(schema)
      ) {
        if (schema.allOf.some((part: Schema) => Array.isArray(part.type) && part.type.includes("null"))) {
          offenders.push(at);
        }
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(doc, "#");
    expect(offenders).toEqual([]);
  });
});
