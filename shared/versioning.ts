/** Optimistic concurrency: the version an edit is based on, read the same way by the API and the admin pages. */
import { AppError } from "./errors.ts";

/** A version as an entity tag: `"7"`. Sent as ETag on reads so clients can answer with If-Match. */
export const versionTag = (version: number) => `"${version}"`;

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
