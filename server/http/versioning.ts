import { z } from "@hono/zod-openapi";
import { AppError } from "./errors.ts";

/** A version as an entity tag: `"7"`. Sent as ETag on reads so clients can answer with If-Match. */
export const versionTag = (version: number) => `"${version}"`;

/** A change's `version` in its body, for a client that does not send If-Match. */
export const baseVersionField = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .optional()
  .openapi({ description: "The version the change is based on, unless sent as If-Match." });

/**
 * The version an edit was based on: the `If-Match` header (`"7"` or `W/"7"`),
 * else the body's `version`. An edit without either is refused, because a
 * blind overwrite would silently undo another operator's change.
 */
export function baseVersionOf(ifMatch: string | undefined, bodyVersion: number | undefined): number {
  if (ifMatch !== undefined) {
    const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(ifMatch);
    if (!match) {
      throw new AppError("bad-request", "invalid-if-match", 'If-Match must be a version tag such as "7".');
    }
    const version = Number(match[1]);
    if (bodyVersion !== undefined && bodyVersion !== version) {
      throw new AppError("bad-request", "version-mismatch", "If-Match and the body's version disagree.");
    }
    return version;
  }
  if (bodyVersion === undefined) {
    throw new AppError(
      "bad-request",
      "version-required",
      "Send the version you read, as If-Match or in the body, so a stale edit cannot overwrite a newer one.",
    );
  }
  return bodyVersion;
}

/** A stale edit: someone saved since this one was read. `current` lets the client show their change. */
export function editConflict(current: Record<string, unknown> & { version: number }): AppError {
  return new AppError(
    "conflict",
    "edit-conflict",
    "Someone else changed this after you opened it. Review their change, then edit again.",
    { current },
  );
}
