import { z } from "@hono/zod-openapi";

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/**
 * A named schema or null. `.nullable()` on a named schema whose own schema has no
 * `type` (an extended or union schema) is drawn as the bare `$ref`, losing the null;
 * a union with null is drawn `anyOf: [$ref, {type: "null"}]` (OpenAPI 3.1).
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/**
 * `.nullable()` on a named object schema is drawn `allOf: [$ref, {type: [object, null]}]`:
 * null can never match, since it must match the `$ref` too. Each such schema becomes
 * `anyOf: [$ref, {type: "null"}]`, keeping its other keywords (a description) beside it.
 */
function nullableRef(node: Node): Node | null {
  const parts = node.allOf;
  if (!Array.isArray(parts) || parts.length !== 2) return null;
  const [ref, extra] = parts as [unknown, unknown];
  if (!isNode(ref) || typeof ref.$ref !== "string" || !isNode(extra)) return null;
  const { type, ...rest } = extra;
  if (!Array.isArray(type) || !type.includes("null")) return null;
  const { allOf: _, ...outer } = node;
  return { ...outer, ...rest, anyOf: [ref, { type: "null" }] };
}

/** The document with every nullable `$ref` drawn so that null matches (see nullableRef). */
export function fixNullableRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(fixNullableRefs) as T;
  if (!isNode(node)) return node;
  const fixed = nullableRef(node) ?? node;
  return Object.fromEntries(Object.entries(fixed).map(([key, value]) => [key, fixNullableRefs(value)])) as T;
}
