import { z } from "@hono/zod-openapi";
import { AppError } from "../../shared/errors.ts";

/** A change's `version` in its body, for a client that does not send If-Match. */
export const baseVersionField = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .optional()
  .openapi({ description: "The version the change is based on, unless sent as If-Match." });

/** A stale edit: someone saved since this one was read. `current` lets the client show their change. */
export function editConflict(current: Record<string, unknown> & { version: number }): AppError {
  return new AppError(
    "conflict",
    "edit-conflict",
    "Someone else changed this after you opened it. Review their change, then edit again.",
    { current },
  );
}
