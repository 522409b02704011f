import { z } from "@hono/zod-openapi";

/** A record's id in the path (`{id}`): a positive 32-bit integer. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The answers every admin-area operation may give before it runs (see requireCms). */
export const cmsDenied = {
  401: { description: "`unauthenticated`, `cms-session-expired`." },
  403: { description: "`forbidden-role`, `two-step-required`." },
};

/** An operation whose service counts attempts itself (a rateLimit budget documents its own 429). */
export const tooManyRequests = {
  429: { description: "`too-many-requests`; `Retry-After` says how many seconds to wait." },
};

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** A refusal in the API's error shape, `{ error: { code, message } }`. */
export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** A JSON answer in the API's `{ data }` envelope. */
export const dataResponse = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema: z.object({ data: schema }) } },
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
