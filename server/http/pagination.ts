import { z } from "@hono/zod-openapi";

/**
 * The one list envelope (decision 058): the items under `data`, as every
 * other answer carries its payload. A list paged by `limit` and `offset`
 * adds `total`, how many the whole list holds, and echoes nothing back; a
 * list answered whole needs no count.
 */
import type { List } from "../../shared/list.ts";

export type { List };

export const limitParam = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .openapi({ description: `How many items, 1-${max} (default ${fallback}).` });

export const offsetParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(1_000_000)
  .default(0)
  .openapi({ description: "How many items to skip." });

/** The query fields of a paged list. */
export const pageQuery = (fallback: number, max: number) => ({
  limit: limitParam(fallback, max),
  offset: offsetParam,
});

/** The schema of a list answer: `{ data: item[], total }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().openapi({ description: "Items in the whole list, not only this page." }),
  });
}

/** A 200 answer that is a list, for a route's `responses`. */
export const listResponse = <T extends z.ZodType>(description: string, item: T) => ({
  200: { description, content: { "application/json": { schema: listOf(item) } } },
});

/** One page of a list already in memory. */
export function paginate<T>(all: T[], { limit, offset }: { limit: number; offset: number }): List<T> {
  return { data: all.slice(offset, offset + limit), total: all.length };
}
