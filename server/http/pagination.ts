import { z } from "@hono/zod-openapi";

/**
 * Offset pagination for every list endpoint: `limit` and `offset` in the
 * query, `{ items, total, limit, offset }` in the answer, so clients page
 * every list the same way.
 */
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

export type Page<T> = { items: T[]; total: number; limit: number; offset: number };

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().openapi({ description: "Items in the whole list." }),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** One page of a list already in memory. */
export function paginate<T>(all: T[], { limit, offset }: { limit: number; offset: number }): Page<T> {
  return { items: all.slice(offset, offset + limit), total: all.length, limit, offset };
}
