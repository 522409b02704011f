import { z } from "@hono/zod-openapi";

/** What both the public and the admin film answers state first. */
export const filmFactsShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  synopsis: z.string(),
  year: z.number().int().nullable(),
  runtime_minutes: z.number().int(),
};
