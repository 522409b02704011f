import { describe, expect, it } from "vitest";
import { AppError } from "../../server/http/errors.ts";
import { NOT_FOUND_MESSAGE } from "./middleware.ts";
import { forPage, pageAnswerOf, refusalStatus } from "./page-errors.server.ts";

const secondCopy = (): Promise<typeof import("../../server/http/errors.ts")> => {
  const url = "../../server/http/errors.ts?page-copy";
  return import(/* @vite-ignore */ url);
};

describe("pageAnswerOf", () => {
  it("answers a refusal from the services' own copy of AppError with the 404 page", async () => {
    const copy = await secondCopy();
    const answer = pageAnswerOf(new copy.AppError("not-found", "user-not-found", "No such user."));
    expect(answer).toMatchObject({ data: NOT_FOUND_MESSAGE, init: { status: 404 } });
  });

  it("keeps the status and message of any other refusal", () => {
    const answer = pageAnswerOf(new AppError("forbidden", "not-yours", "That is not yours."));
    expect(answer).toMatchObject({ data: "That is not yours.", init: { status: 403 } });
  });

  it("leaves a server failure or a bug as it was", async () => {
    const outage = new AppError("unavailable", "feed-down", "Later.");
    const bug = new TypeError("x is undefined");
    expect(pageAnswerOf(outage)).toBe(outage);
    expect(pageAnswerOf(bug)).toBe(bug);
    await expect(forPage(Promise.reject(bug))).rejects.toBe(bug);
    await expect(forPage(Promise.resolve(7))).resolves.toBe(7);
  });
});

describe("refusalStatus", () => {
  it("answers a refused form with the API's status for the same refusal", async () => {
    const copy = await secondCopy();
    expect(refusalStatus(new copy.AppError("conflict", "edit-conflict", "Someone saved first."))).toBe(409);
    expect(refusalStatus(new AppError("not-found", "session-not-found", "No such session."))).toBe(404);
    expect(refusalStatus(new AppError("unprocessable", "same-team", "A team cannot play itself."))).toBe(422);
    expect(refusalStatus(new AppError("bad-request", "invalid-social-url", "Not a link."))).toBe(400);
  });

  it("answers 422 for an id of nothing and 400 for a form the page's own check refused", () => {
    const violation = Object.assign(new Error("insert failed"), {
      code: "23503",
      detail: 'Key (match_id)=(999999) is not present in table "matches".',
    });
    expect(refusalStatus(new Error("query failed", { cause: violation }))).toBe(422);
    expect(
      refusalStatus({ error: { code: "invalid-input", message: "Some fields need another look." } }),
    ).toBe(400);
  });

  it("never calls a bug a refusal", () => {
    expect(refusalStatus(new TypeError("x is undefined"))).toBe(500);
  });
});
