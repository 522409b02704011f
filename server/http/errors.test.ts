import { describe, expect, it } from "vitest";
import { AppError, isAppError, toErrorBody } from "./errors.ts";

/** A second instance of the error module, as the page build carries its own copy of it. */
async function secondCopy(): Promise<typeof import("../../shared/errors.ts")> {
  const url = "../../shared/errors.ts?second-copy";
  return import(/* @vite-ignore */ url);
}

describe("AppError across module copies", () => {
  it("is a separate class in the second copy", async () => {
    const copy = await secondCopy();
    expect(copy.AppError).not.toBe(AppError);
  });

  it("recognises a refusal made by the other copy, by instanceof and by guard", async () => {
    const copy = await secondCopy();
    const refusal = new copy.AppError("not-found", "payment-not-found", "No such payment.");
    expect(refusal instanceof AppError).toBe(true);
    expect(isAppError(refusal)).toBe(true);
    expect(new AppError("conflict", "edit-conflict", "Stale.") instanceof copy.AppError).toBe(true);
    expect(toErrorBody(refusal)).toEqual({
      status: 404,
      body: { error: { code: "payment-not-found", message: "No such payment.", details: undefined } },
    });
  });

  it("does not take an ordinary error named AppError for one", () => {
    const lookalike = Object.assign(new Error("boom"), { name: "AppError", code: "x", kind: "not-found" });
    expect(lookalike instanceof AppError).toBe(false);
    expect(isAppError(lookalike)).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(toErrorBody(lookalike).status).toBe(500);
  });

  it("keeps the ordinary check for a subclass", () => {
    class Offside extends AppError {}
    expect(new Offside("conflict", "offside", "Flag up.") instanceof Offside).toBe(true);
    expect(new AppError("conflict", "offside", "Flag up.") instanceof Offside).toBe(false);
  });
});

describe("a foreign-key violation reaching the edge", () => {
  const violation = (detail: string) =>
    new Error("Failed query", {
      cause: Object.assign(new Error("violates foreign key constraint"), { code: "23503", detail }),
    });

  it("answers 422 naming the column and the record, not 500", () => {
    expect(toErrorBody(violation('Key (video_id)=(42) is not present in table "videos".'))).toEqual({
      status: 422,
      body: {
        error: { code: "video-not-found", message: "There is no video 42.", details: { field: "video_id" } },
      },
    });
    expect(
      toErrorBody(violation('Key (match_id)=(7) is not present in table "matches".')).body.error,
    ).toMatchObject({ code: "match-not-found", details: { field: "match_id" } });
  });

  it("answers a delete of a row still named with 409", () => {
    const body = toErrorBody(violation('Key (id)=(3) is still referenced from table "videos".'));
    expect(body.status).toBe(409);
    expect(body.body.error.code).toBe("record-in-use");
  });

  it("leaves other database errors a 500", () => {
    const unique = new Error("Failed query", {
      cause: Object.assign(new Error("duplicate"), { code: "23505" }),
    });
    expect(toErrorBody(unique).status).toBe(500);
  });
});

describe("a write that found the disk full", () => {
  it("answers 507 insufficient-storage for PostgreSQL's disk_full, a file's ENOSPC and the embedded database's errno", () => {
    // PGlite throws a plain object, not an Error, from inside its file system.
    const embedded = { name: "ErrnoError", errno: 51 };
    for (const thrown of [
      new Error("Failed query", {
        cause: Object.assign(new Error("could not extend file"), { code: "53100" }),
      }),
      Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
      new Error("Failed query", { cause: embedded }),
      embedded,
    ]) {
      const { status, body } = toErrorBody(thrown);
      expect(status).toBe(507);
      expect(body.error).toMatchObject({ code: "insufficient-storage", details: { retryAfter: 60 } });
    }
    expect(toErrorBody({ name: "ErrnoError", errno: 44 }).status).toBe(500);
  });
});
