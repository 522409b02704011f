import { z } from "@hono/zod-openapi";

/** A film's id in a path. */
export const filmIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What both the public and the admin film answers state first. */
export const filmFactsShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  synopsis: z.string(),
  year: z.number().int().nullable(),
  runtime_minutes: z.number().int(),
};
