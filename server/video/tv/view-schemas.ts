import { z } from "@hono/zod-openapi";

/** A guide entry as the public guide shows it; the admin area's adds its source and version. */
export const programmeFields = {
  id: z.number().int(),
  channel_id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  match_id: z.number().int().nullable(),
};
