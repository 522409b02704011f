import { z } from "@hono/zod-openapi";
import { BULK_LIMIT } from "../../shared/bulk.ts";
import { cmsDenied } from "./openapi-parts.ts";

const ids = z.array(z.number().int());

/** The body of a bulk action: one of the list's actions and the ids it applies to. */
export const bulkBody = <const Actions extends readonly [string, ...string[]]>(actions: Actions) => ({
  required: true,
  content: {
    "application/json": {
      schema: z
        .object({
          action: z.enum(actions),
          ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_LIMIT),
        })
        .strict(),
    },
  },
});

/**
 * A bulk route's answers: what changed, the refusals every bulk route shares, an id of nothing
 * (`missing`, the code naming `details.missing`) refusing the whole batch, and the route's own.
 */
export const bulkResponses = (
  what: string,
  missing: string,
  refusals: Record<number, { description: string }> = {},
) => ({
  200: {
    description: `The ${what} changed and those already as asked, in the order sent.`,
    content: {
      "application/json": { schema: z.object({ data: z.object({ changed: ids, unchanged: ids }) }) },
    },
  },
  400: {
    description: `\`invalid-action\`, \`invalid-ids\` (none, more than ${BULK_LIMIT}, or not ids).`,
  },
  ...cmsDenied,
  422: { description: `\`${missing}\` (details.missing): nothing was changed.` },
  ...refusals,
});
